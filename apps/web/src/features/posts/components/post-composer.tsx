import { useState, type ComponentProps, type FormEvent } from 'react';
import { ImagePlus, Link2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Author } from '@samaj/shared/posts';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useCreatePost } from '../api/create-post';
import { draftProblems, emptyDraft, type PostDraft } from '../utils/post-form';
import { PostFields } from './post-fields';

export interface PostComposerProps {
  viewer: Author;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Start = 'photo' | 'link' | undefined;

/** The card at the top of /posts: one tap opens it to write, add a photo, a link or social links, and share. */
export function PostComposer({ viewer, open, onOpenChange }: PostComposerProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<PostDraft>(emptyDraft);
  const [start, setStart] = useState<Start>();
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // Once the composer closes, the button that opened it takes focus back (a keyboard user is not sent to the top).
  const [closedOnce, setClosedOnce] = useState(false);
  const create = useCreatePost();
  const problems = tried ? draftProblems(draft) : {};

  function openAt(section: Start) {
    setStart(section);
    onOpenChange(true);
  }

  function close() {
    onOpenChange(false);
    setClosedOnce(true);
    setStart(undefined);
    setDraft(emptyDraft());
    setTried(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(draftProblems(draft)).length > 0) return;
    create.mutate(
      { draft, ...(draft.image ? { onProgress: setProgress } : {}) },
      {
        onSuccess: () => {
          close();
          toast({ title: t`Operation Succeed!`, description: t`Your post is shared with the community.` });
        },
        onError: (error) =>
          toast({ title: t`Operation failed`, description: errorMessage(error), variant: 'destructive' }),
        onSettled: () => setProgress(null),
      },
    );
  }

  if (!open) {
    return (
      <Card className="p-4 pb-2">
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
    <Card className="p-4 sm:p-5">
      <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t`New post`} noValidate>
        <div className="flex items-center gap-3">
          <Avatar src={viewer.image} name={viewer.fullName} size="md" />
          <div className="flex min-w-0 flex-col">
            <span className="truncate text-base font-semibold">{viewer.fullName ?? t`You`}</span>
            <span className="text-sm text-muted-foreground">
              <Trans>Sharing with the community</Trans>
            </span>
          </div>
        </div>
        <PostFields
          idPrefix="new-post"
          draft={draft}
          onChange={setDraft}
          problems={problems}
          disabled={create.isPending}
          autoFocus
          start={start}
        />
        {progress !== null ? (
          <Progress value={progress} label={t`Uploading the photo`} caption={t`Uploading the photo`} />
        ) : null}
        <div className="flex justify-end gap-2 border-t border-border pt-4">
          <Button variant="ghost" onClick={close} disabled={create.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending} className="min-w-28">
            <Trans context="button: publish the post">Post</Trans>
          </Button>
        </div>
      </form>
    </Card>
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
