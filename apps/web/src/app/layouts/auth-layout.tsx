import { Trans } from '@lingui/react/macro';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { LegalFooter } from '@/components/legal-footer';

/** Login, signup and password reset: the brand on top, one calm card below. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(120%_60%_at_50%_0%,var(--color-primary-soft),transparent_70%)]">
      <header className="flex flex-col items-center gap-5 px-5 pt-5 pb-6 sm:pt-10">
        <LanguageSwitch className="self-end" />
        <Logo markClassName="size-11" className="[&>span:last-child]:text-2xl" />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-10">
        <div className="w-full max-w-md rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <Outlet />
        </div>
      </main>
      <footer className="flex flex-col gap-1 px-6 pb-6 text-center text-sm text-muted-foreground">
        <p>
          <Trans>Samaj: your community, together.</Trans>
        </p>
        <LegalFooter />
      </footer>
    </div>
  );
}
