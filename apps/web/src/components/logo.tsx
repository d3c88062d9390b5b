import { cn } from '@/lib/utils';

/** The Samaj mark (a diya): drawn inline so it costs no extra request on a slow connection. */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn('size-10 shrink-0', className)}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title ? <title>{title}</title> : null}
      <rect width="64" height="64" rx="16" fill="#8c1d2c" />
      <path d="M32 10c5.5 7.6 9 12.9 9 18.4a9 9 0 0 1-18 0C23 22.9 26.5 17.6 32 10Z" fill="#f4b860" />
      <path d="M32 19.5c2.6 3.8 4.2 6.5 4.2 9.2a4.2 4.2 0 0 1-8.4 0c0-2.7 1.6-5.4 4.2-9.2Z" fill="#fff4e0" />
      <path d="M12 38.5h40c0 9-8.9 15.5-20 15.5S12 47.5 12 38.5Z" fill="#fdf1e4" />
      <path d="M18 42.5h28" stroke="#8c1d2c" strokeWidth="2.2" strokeLinecap="round" opacity=".35" />
    </svg>
  );
}

export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className={markClassName} />
      {/* The brand name is the same in every language; lang lets a Hindi screen reader say it as English. */}
      {/* eslint-disable-next-line no-restricted-syntax -- the brand name is the same in every language */}
      <span lang="en" className="text-xl font-bold tracking-tight text-foreground">
        Samaj
      </span>
    </span>
  );
}
