import { Trans, useLingui } from '@lingui/react/macro';
import type { MatrimonialProfileCard } from '@samaj/shared/matrimonial';
import { Clock, Images, LockKeyhole } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { cn } from '@/lib/utils';
import { useSendPhotoRequest } from '../api/photo-requests';

type PhotoView = 'request' | 'requested' | 'shared' | 'notShared' | null;

/** Where my "Request photos" to a profile stands; null when there is nothing to say (photos open to all). */
export function photoViewOf(profile: Pick<MatrimonialProfileCard, 'photosLocked' | 'photoRequest'>): PhotoView {
  const request = profile.photoRequest;
  if (!profile.photosLocked) return request?.status === 'GRANTED' ? 'shared' : null;
  if (!request || request.canRequest) return 'request';
  if (request.status === 'REQUESTED') return 'requested';
  return 'notShared';
}

const noteClasses = 'flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold';

export interface PhotoRequestActionProps {
  profile: Pick<MatrimonialProfileCard, 'id' | 'fullName' | 'photosLocked' | 'photoRequest'>;
  className?: string;
}

/**
 * Under a private photo: "Request photos", then "Requested" while the family decides; once they share them,
 * "Photos shared with you". Nothing when the photos are open to every member.
 */
export function PhotoRequestAction({ profile, className }: PhotoRequestActionProps) {
  const { t } = useLingui();
  const send = useSendPhotoRequest();
  // Sent, while the profile is fetched again: already "requested".
  const stored = photoViewOf(profile);
  const view = send.isSuccess && stored === 'request' ? 'requested' : stored;
  const name = profile.fullName;

  switch (view) {
    case 'request':
      return (
        <Button
          variant="outline"
          className={cn('w-full', className)}
          loading={send.isPending}
          onClick={() =>
            send.mutate(profile.id, {
              onSuccess: () =>
                toast({
                  title: t`Photos requested`,
                  description: t`${name}'s family will see your request. You will get a notification when they share their photos.`,
                }),
              onError: (error) =>
                toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' }),
            })
          }
        >
          <LockKeyhole aria-hidden />
          <Trans>Request photos</Trans>
        </Button>
      );
    case 'requested':
      return (
        <p className={cn(noteClasses, 'bg-muted text-muted-foreground', className)}>
          <Clock className="size-4" aria-hidden />
          <Trans>Photos requested</Trans>
        </p>
      );
    case 'shared':
      return (
        <p className={cn(noteClasses, 'bg-success-soft text-success', className)}>
          <Images className="size-4" aria-hidden />
          <Trans>Photos shared with you</Trans>
        </p>
      );
    case 'notShared':
      return (
        <p className={cn(noteClasses, 'bg-muted font-medium text-muted-foreground', className)}>
          <LockKeyhole className="size-4" aria-hidden />
          <Trans>Photos not shared</Trans>
        </p>
      );
    default:
      return null;
  }
}
