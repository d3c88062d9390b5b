import { cn } from '@/lib/utils';
import { useLingui } from '@lingui/react/macro';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  className?: string;
  /** Announced to screen readers; null when the spinner sits inside a labelled control. */
  label?: string | null;
}

export function Spinner({ size = 'md', className, label }: SpinnerProps) {
  const { t } = useLingui();
  // null: decorative (the text beside it says what is happening).
  const name = label === undefined ? t`Loading` : label;
  return (
    <span
      role={name ? 'status' : undefined}
      aria-label={name ?? undefined}
      className={cn('inline-flex text-primary', className)}
    >
      <svg className={cn('animate-spin', sizes[size])} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/** The general loading fallback: the whole screen, centred. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-background">
      <Spinner size="lg" label={label} />
    </div>
  );
}
