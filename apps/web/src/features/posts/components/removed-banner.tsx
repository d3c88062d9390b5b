import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** Shown to the author alone on their post or comment that moderators removed: why, and where to disagree. */
export function RemovedBanner({ note, className }: { note: string; className?: string }) {
  const { t } = useLingui();
  const reason = note.replace(/[.\s]+$/, '');
  return (
    <div
      role="note"
      aria-label={t`Removed by moderators`}
      className={cn(
        'flex gap-2.5 rounded-xl border border-destructive/30 bg-destructive/10 px-3.5 py-3 text-sm',
        className,
      )}
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <p className="min-w-0 leading-snug">
        <Trans>
          <span className="font-semibold">Removed by moderators: </span>
          <span className="break-words">{reason}</span>. Only you can see this.{' '}
          <Link to="/grievance" className="font-semibold text-primary underline-offset-2 hover:underline">
            Disagree? File a grievance
          </Link>
        </Trans>
      </p>
    </div>
  );
}
