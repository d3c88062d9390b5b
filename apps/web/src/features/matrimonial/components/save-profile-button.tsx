import { Trans, useLingui } from '@lingui/react/macro';
import type { MatrimonialProfileCard } from '@samaj/shared/matrimonial';
import { Bookmark } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { cn } from '@/lib/utils';
import { useToggleShortlist } from '../api/shortlist';

/** "Save" to the shortlist, or "Saved" (tap again to take it off). */
export function SaveProfileButton({
  profile,
  className,
}: {
  profile: Pick<MatrimonialProfileCard, 'id' | 'fullName' | 'shortlisted'>;
  className?: string;
}) {
  const { t } = useLingui();
  const name = profile.fullName;
  const toggle = useToggleShortlist();
  const saved = toggle.isPending ? (toggle.variables?.save ?? profile.shortlisted) : profile.shortlisted;
  return (
    <Button
      variant="outline"
      aria-pressed={saved}
      aria-label={saved ? t`Saved: remove ${name} from your shortlist` : t`Save ${name}`}
      className={cn(saved && 'text-primary [&_svg]:fill-current', className)}
      onClick={() =>
        toggle.mutate(
          { targetId: profile.id, save: !saved },
          {
            onError: (error) =>
              toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' }),
          },
        )
      }
    >
      <Bookmark aria-hidden />
      {saved ? <Trans>Saved</Trans> : <Trans>Save</Trans>}
    </Button>
  );
}
