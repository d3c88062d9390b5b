import { Suspense, useState, type ComponentProps } from 'react';
import { ImagePlus, Link2 } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { Author } from '@samaj/shared/posts';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithCatalogs } from '@/lib/i18n/route-catalogs';

// The form, its fields and their validation load as a finger comes down on the closed card, not with the feed (a
// photo picker opened from it still counts as the tap's).
const loadForm = () => import('./post-composer-form');
const PostComposerForm = lazyWithCatalogs(async () => (await loadForm()).PostComposerForm);

export interface PostComposerProps {
  viewer: Author;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Start = 'photo' | 'link' | undefined;

/** The card at the top of /posts: one tap opens it to write, add a photo, a link or social links, and share. */
export function PostComposer({ viewer, open, onOpenChange }: PostComposerProps) {
  const [start, setStart] = useState<Start>();
  // Once the composer closes, the button that opened it takes focus back (a keyboard user is not sent to the top).
  const [closedOnce, setClosedOnce] = useState(false);

  function openAt(section: Start) {
    setStart(section);
    onOpenChange(true);
  }

  function close() {
    onOpenChange(false);
    setClosedOnce(true);
    setStart(undefined);
  }

  if (!open) {
    return (
      <Card className="p-4 pb-2" onPointerDown={() => void loadForm()} onFocus={() => void loadForm()}>
        <div className="flex items-center gap-3">
          <Avatar src={viewer.image} name={viewer.fullName} size="md" />
          <button
            type="button"
            onClick={() => openAt(undefined)}
            autoFocus={closedOnce}
            className="flex min-h-12 flex-1 items-center rounded-full border border-input bg-muted/50 px-4 text-left text-base text-muted-foreground outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring"
          >
            <Trans>Share something with the community…</Trans>
          </button>
        </div>
        <div className="mt-1 flex gap-1 pl-11">
          <QuickStart icon={ImagePlus} onClick={() => openAt('photo')}>
            <Trans>Photo</Trans>
          </QuickStart>
          <QuickStart icon={Link2} onClick={() => openAt('link')}>
            <Trans>Link</Trans>
          </QuickStart>
        </div>
      </Card>
    );
  }

  return (
    <Suspense fallback={<Skeleton className="h-64 w-full rounded-2xl" />}>
      <PostComposerForm viewer={viewer} start={start} onClose={close} />
    </Suspense>
  );
}

function QuickStart({ icon: Icon, children, ...props }: ComponentProps<'button'> & { icon: typeof ImagePlus }) {
  return (
    <button
      type="button"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold text-muted-foreground hover:bg-muted hover:text-foreground"
      {...props}
    >
      <Icon className="size-5 text-primary" aria-hidden />
      {children}
    </button>
  );
}
