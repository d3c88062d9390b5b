import { useId, useRef, useState } from 'react';
import { MATRIMONIAL_PHOTOS_MAX } from '@samaj/shared/matrimonial';
import { ImagePlus, Star, Trash2 } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
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
      toast({
        title: `Up to ${MATRIMONIAL_PHOTOS_MAX} photos`,
        description: room > 0 ? `Only the first ${room} will be added.` : 'Remove one to add another.',
        variant: 'warning',
      });
    }
    const problem = chosen.map(photoProblem).find(Boolean);
    if (problem) {
      toast({ title: 'Operation failed', description: problem, variant: 'destructive' });
      return;
    }
    if (chosen.length === 0) return;
    setUploading(chosen.length);
    setProgress(0);
    try {
      await change.mutateAsync({ files: chosen, onProgress: setProgress });
      toast({
        title: 'Operation Succeed!',
        description: chosen.length === 1 ? 'Your photo is added.' : `${chosen.length} photos are added.`,
      });
    } catch (error) {
      toast({ title: 'Operation failed', description: serverMessage(error), variant: 'destructive' });
    } finally {
      setProgress(null);
      setUploading(0);
    }
  }

  async function keep(next: string[], done: string) {
    try {
      await change.mutateAsync({ keep: next });
      toast({ title: 'Operation Succeed!', description: done });
    } catch (error) {
      toast({ title: 'Operation failed', description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-3 gap-2" aria-label="Your photos">
        {images.map((image, index) => (
          <li key={image} className="relative aspect-[3/4] overflow-hidden rounded-xl bg-muted">
            <img
              src={image}
              alt={`Photo ${index + 1} of ${name}`}
              loading="lazy"
              className="size-full object-cover object-[center_20%]"
            />
            {index === 0 ? (
              <span className="absolute top-1.5 left-1.5 rounded-full bg-card/95 px-2 py-0.5 text-xs font-semibold text-primary shadow-sm">
                Main
              </span>
            ) : (
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  void keep([image, ...images.filter((other) => other !== image)], 'This is now your main photo.')
                }
                aria-label={`Make photo ${index + 1} the main photo`}
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
                  'The photo is removed.',
                )
              }
              aria-label={`Remove photo ${index + 1}`}
              className="absolute top-1 right-1 grid size-10 place-items-center rounded-full bg-card/90 text-destructive shadow-sm hover:bg-card disabled:opacity-50"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </li>
        ))}
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
              Add photos
              <span className="text-xs font-normal">{room} more</span>
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
          label="Upload progress"
          caption={uploading === 1 ? 'Uploading your photo…' : `Uploading ${uploading} photos…`}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          JPEG, PNG or WebP, up to 5 MB each. Location and camera details are removed from every photo.
        </p>
      )}
    </div>
  );
}
