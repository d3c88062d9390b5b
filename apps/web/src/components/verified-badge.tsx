import { cn } from '@/lib/utils';
import { useLingui } from '@lingui/react/macro';

/**
 * The tick beside a verified member's name (a moderator checked them). Renders nothing for others, so it can sit
 * after every name: `{name}<VerifiedBadge verified={member.isVerified} />`.
 */
export function VerifiedBadge({ verified, className }: { verified: boolean | undefined; className?: string }) {
  const { t } = useLingui();
  if (!verified) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      role="img"
      aria-label={t`Verified member`}
      className={cn(
        'ml-1 inline-block size-[1.05em] shrink-0 align-[-0.15em] text-sky-600 dark:text-sky-400',
        className,
      )}
    >
      <title>{t`Verified member`}</title>
      <path
        fill="currentColor"
        d="M12 1.5 14.6 3.4 17.8 3.3 18.8 6.4 21.4 8.3 20.4 11.4 21.4 14.5 18.8 16.4 17.8 19.5 14.6 19.4 12 21.3 9.4 19.4 6.2 19.5 5.2 16.4 2.6 14.5 3.6 11.4 2.6 8.3 5.2 6.4 6.2 3.3 9.4 3.4Z"
      />
      <path
        fill="none"
        stroke="white"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="m7.8 11.6 2.9 2.9 5.5-5.6"
      />
    </svg>
  );
}
