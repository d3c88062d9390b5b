import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { MATRIMONIAL_PHOTOS_MAX } from '@samaj/shared/matrimonial';
import { ImagePlus, Star, Trash2 } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { StoredImage } from '@/components/ui/stored-image';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { cn } from '@/lib/utils';
import { photoProblem, useSetMatrimonialImages } from '../api/upload-matrimonial-images';

export interface PhotoManagerProps {
  images: readonly string[];
  name: string;
}

/**
 * Up to six photos, saved as soon as they are added (with a progress bar: photos take a while on 4G), removed or
 * made the main one. The first photo is the one cards show.
 */
export function PhotoManager({ images, name }: PhotoManagerProps) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState(0);
  const change = useSetMatrimonialImages();
  const room = MATRIMONIAL_PHOTOS_MAX - images.length;
  const busy = change.isPending;

  async function add(files: File[]) {
    if (files.length === 0) return;
    const chosen = files.slice(0, room);
    if (files.length > room) {
      const most = MATRIMONIAL_PHOTOS_MAX;
      toast({
        title: t`Up to ${most} photos`,
        description: room > 0 ? t`Only the first ${room} will be added.` : t`Remove one to add another.`,
        variant: 'warning',
      });
    }
    const problem = chosen.map((file) => photoProblem(file, i18n)).find(Boolean);
    if (problem) {
      toast({ title: t`Operation failed`, description: problem, variant: 'destructive' });
      return;
    }
    if (chosen.length === 0) return;
    setUploading(chosen.length);
    setProgress(0);
    try {
      await change.mutateAsync({ files: chosen, onProgress: setProgress });
      const added = chosen.length;
      toast({
        title: t`Operation Succeed!`,
        description: plural(added, { one: 'Your photo is added.', other: '# photos are added.' }),
      });
    } catch (error) {
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
    } finally {
      setProgress(null);
      setUploading(0);
    }
  }

  async function keep(next: string[], done: string) {
    try {
      await change.mutateAsync({ keep: next });
      toast({ title: t`Operation Succeed!`, description: done });
    } catch (error) {
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-3 gap-2" aria-label={t`Your photos`}>
        {images.map((image, index) => {
          const number = index + 1;
          return (
            <li key={image} className="relative aspect-[3/4] overflow-hidden rounded-xl bg-muted">
              <StoredImage
                src={image}
                // A third of the page's column, less the gaps.
                sizes="(min-width: 48rem) 14rem, calc((100vw - 3rem) / 3)"
                width={810}
                height={1080}
                alt={t`Photo ${number} of ${name}`}
                loading="lazy"
                decoding="async"
                className="size-full object-cover object-[center_20%]"
              />
              {index === 0 ? (
                <span className="absolute top-1.5 left-1.5 rounded-full bg-card/95 px-2 py-0.5 text-xs font-semibold text-primary shadow-sm">
                  <Trans context="The main photo">Main</Trans>
                </span>
              ) : (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() =>
                    void keep([image, ...images.filter((other) => other !== image)], t`This is now your main photo.`)
                  }
                  aria-label={t`Make photo ${number} the main photo`}
                  className="absolute top-1 left-1 grid size-10 place-items-center rounded-full bg-card/90 text-foreground shadow-sm hover:text-primary disabled:opacity-50"
                >
                  <Star className="size-4" aria-hidden />
                </button>
              )}
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  void keep(
                    images.filter((other) => other !== image),
                    t`The photo is removed.`,
                  )
                }
                aria-label={t`Remove photo ${number}`}
                className="absolute top-1 right-1 grid size-10 place-items-center rounded-full bg-card/90 text-destructive shadow-sm hover:bg-card disabled:opacity-50"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </li>
          );
        })}
        {room > 0 ? (
          <li className="aspect-[3/4]">
            <label
              htmlFor={inputId}
              className={cn(
                'flex size-full cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed border-input px-2 text-center text-sm font-medium text-muted-foreground transition-colors hover:border-primary hover:text-primary',
                busy && 'pointer-events-none opacity-60',
              )}
            >
              <ImagePlus className="size-6" aria-hidden />
              <Trans>Add photos</Trans>
              <span className="text-xs font-normal">
                <Trans>{room} more</Trans>
              </span>
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              disabled={busy}
              className="sr-only"
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                event.target.value = '';
                void add(files);
              }}
            />
          </li>
        ) : null}
      </ul>
      {progress !== null ? (
        <Progress
          value={progress}
          label={t`Upload progress`}
          caption={plural(uploading, { one: 'Uploading your photo…', other: 'Uploading # photos…' })}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>JPEG, PNG or WebP, up to 5 MB each. Location and camera details are removed from every photo.</Trans>
        </p>
      )}
    </div>
  );
}
