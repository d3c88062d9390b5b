import { useState } from 'react';
import { ExternalLink, Link2 } from 'lucide-react';
import { StoredImage } from '@/components/ui/stored-image';
import { cn } from '@/lib/utils';
import { hostOf } from '../utils/linkify';

export interface LinkCardProps {
  url: string;
  caption: string | null;
  image: string | null;
  className?: string;
}

/** The link preview of a post: its picture (when there is one that loads), caption and site, opening in a new tab. */
export function LinkCard({ url, caption, image, className }: LinkCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = image !== null && !imageFailed;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className={cn(
        'flex overflow-hidden rounded-xl border border-border bg-muted/40 transition-colors hover:bg-muted',
        className,
      )}
    >
      {showImage ? (
        <StoredImage
          src={image}
          sizes="7rem"
          alt=""
          width={112}
          height={112}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setImageFailed(true)}
          className="size-28 shrink-0 bg-muted object-cover"
        />
      ) : (
        <span className="grid w-16 shrink-0 place-items-center bg-primary-soft text-primary-soft-foreground">
          <Link2 className="size-6" aria-hidden />
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col justify-center gap-1 px-4 py-3">
        <span className="line-clamp-2 text-base font-semibold break-words">{caption || hostOf(url)}</span>
        <span className="flex items-center gap-1 text-sm text-muted-foreground">
          <span className="truncate">{hostOf(url)}</span>
          <ExternalLink className="size-3.5 shrink-0" aria-hidden />
        </span>
      </span>
    </a>
  );
}
