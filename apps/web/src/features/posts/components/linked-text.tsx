import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { cn } from '@/lib/utils';
import { linkify } from '../utils/linkify';

export interface LinkedTextProps {
  text: string;
  className?: string;
  /** Long text is cut to a few lines with "See more". */
  clamp?: boolean;
}

const LONG_TEXT_CHARACTERS = 320;
const LONG_TEXT_LINES = 6;

/**
 * Text exactly as the member typed it, rendered as text (React escapes it: no HTML gets in), with http(s) links made
 * clickable. Links open in a new tab without telling the site where the member came from.
 */
export function LinkedText({ text, className, clamp = false }: LinkedTextProps) {
  const long = text.length > LONG_TEXT_CHARACTERS || text.split('\n').length > LONG_TEXT_LINES;
  const [expanded, setExpanded] = useState(false);
  const clamped = clamp && long && !expanded;
  return (
    <div className={className}>
      <p className={cn('text-base leading-relaxed break-words whitespace-pre-wrap', clamped && 'line-clamp-6')}>
        {linkify(text).map((part, index) =>
          part.kind === 'link' ? (
            <a
              key={index}
              href={part.href}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="font-medium break-all text-primary underline decoration-primary/30 underline-offset-2 hover:decoration-primary"
            >
              {part.text}
            </a>
          ) : (
            part.text
          ),
        )}
      </p>
      {clamped ? (
        <button
          type="button"
          onClick={() => setExpanded(true)}
          className="mt-1 min-h-11 text-sm font-semibold text-muted-foreground hover:text-foreground"
        >
          <Trans>See more</Trans>
        </button>
      ) : null}
    </div>
  );
}
