import { RotateCw, TriangleAlert } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Trans, useLingui } from '@lingui/react/macro';

export interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
  title?: string;
  className?: string;
  /** A single line inside a small card instead of the centred block. */
  compact?: boolean;
}

/** A failed load: what went wrong in plain words, and "Try again". */
export function ErrorState({ error, onRetry, retrying, title, className, compact }: ErrorStateProps) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className={cn(
        compact
          ? 'flex flex-wrap items-center gap-x-3 gap-y-2'
          : 'flex flex-col items-center gap-3 px-6 py-10 text-center',
        className,
      )}
    >
      <span
        className={cn(
          'grid shrink-0 place-items-center rounded-full bg-destructive-soft text-destructive',
          compact ? 'size-10' : 'size-14',
        )}
      >
        <TriangleAlert className={compact ? 'size-5' : 'size-7'} aria-hidden />
      </span>
      <div className={cn('flex min-w-0 flex-col gap-1', compact && 'flex-1')}>
        <p className={cn('font-semibold', compact ? 'text-base' : 'text-lg')}>{title ?? t`Could not load this`}</p>
        <p className="text-sm break-words text-muted-foreground">{errorMessage(error)}</p>
      </div>
      <Button variant="outline" size={compact ? 'sm' : 'md'} onClick={onRetry} loading={retrying} className="min-h-11">
        {retrying ? null : <RotateCw aria-hidden />}
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** ErrorState's error, "Try again" and its progress, from a failed query: `<ErrorState {...retryOf(query)} />`. */
export function retryOf(query: { error: unknown; refetch: () => unknown; isRefetching: boolean }) {
  return { error: query.error, onRetry: () => void query.refetch(), retrying: query.isRefetching };
}
