import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { useLingui } from '@lingui/react/macro';

/** Public pages anyone may open, logged in or not (the grievance page): the brand on top, the page below. */
export function PublicLayout() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(120%_60%_at_50%_0%,var(--color-primary-soft),transparent_70%)]">
      <header className="flex justify-center px-5 pt-8 pb-6">
        <Link
          to="/"
          aria-label={t`Samaj home`}
          className="rounded-xl outline-none focus-visible:ring-3 focus-visible:ring-ring"
        >
          <Logo markClassName="size-10" className="[&>span:last-child]:text-xl" />
        </Link>
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col px-4 pb-10">
        <Outlet />
      </main>
    </div>
  );
}
