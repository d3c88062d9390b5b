import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Camera, MapPin } from 'lucide-react';
import type { Location } from '@samaj/shared/location';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import { PROFILE_IMAGE_TYPES, profileImageProblem, useUploadProfileImage } from '../api/upload-profile-image';
import { placeOf } from '../utils/place';
import { ProfileBanner } from './profile-banner';

needReferenceLabels();

export interface ProfileHeaderProps {
  fullName: string | null;
  image: string | null;
  location: Location | null;
  onPhotoChanged?: (image: string) => void;
}

/** The member's photo (tap to change, with upload progress), name and place. */
export function ProfileHeader({ fullName, image, location, onPhotoChanged }: ProfileHeaderProps) {
  const { t } = useLingui();
  const { label } = useReferenceLabels();
  const upload = useUploadProfileImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same photo again still counts as a choice.
    event.target.value = '';
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      toast({ title: t`Operation failed`, description: problem, variant: 'destructive' });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (saved) => {
          toast({ title: t`Operation Succeed!`, description: t`Your new photo is saved.` });
          onPhotoChanged?.(saved);
        },
        onError: (error) =>
          toast({ title: t`Operation failed`, description: errorMessage(error), variant: 'destructive' }),
        onSettled: () => setPreview(null),
      },
    );
  }

  const place = placeOf(location, label);

  return (
    <Card className="relative overflow-hidden">
      <ProfileBanner />
      <div className="relative -mt-12 flex flex-col items-center gap-3 px-5 pb-5 text-center sm:px-6">
        <button
          id="image"
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={upload.isPending}
          aria-label={image ? t`Change your profile photo` : t`Add a profile photo`}
          className="group relative rounded-full ring-4 ring-card outline-none focus-visible:ring-ring disabled:cursor-progress"
        >
          <Avatar src={preview ?? image} name={fullName} size="xl" />
          <span className="absolute right-0 bottom-0 grid size-9 place-items-center rounded-full bg-primary text-primary-foreground shadow-md ring-3 ring-card transition-transform group-hover:scale-105">
            <Camera className="size-4.5" aria-hidden />
          </span>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={PROFILE_IMAGE_TYPES.join(',')}
          aria-label={t`Choose a profile photo`}
          className="sr-only"
          tabIndex={-1}
          onChange={onFileChosen}
        />
        <div className="flex min-w-0 flex-col items-center gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words">{fullName || t`Your profile`}</h1>
          {place ? (
            <p className="flex items-center gap-1.5 text-base text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {place}
            </p>
          ) : null}
        </div>
        {upload.isPending ? (
          <Progress
            value={progress}
            label={t`Photo upload`}
            caption={progress >= 100 ? t`Saving your photo…` : t`Uploading your photo…`}
            className="w-full max-w-xs"
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            {image ? <Trans>Tap the photo to change it.</Trans> : <Trans>Add a photo so members recognise you.</Trans>}
          </p>
        )}
      </div>
    </Card>
  );
}
