import { ArrowLeft, MapPinOff } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';

export function Component() {
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col items-center px-6 py-8">
      <Link to="/" aria-label={t`Samaj home`}>
        <Logo markClassName="size-9" />
      </Link>
      <main className="flex w-full max-w-sm flex-1 flex-col items-center justify-center gap-5 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <MapPinOff className="size-8" aria-hidden />
        </span>
        <p className="text-sm font-semibold tracking-widest text-primary">404</p>
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Page not found</Trans>
        </h1>
        <p className="text-base text-muted-foreground">
          <Trans>The page you were looking for does not exist or has moved.</Trans>
        </p>
        <div className="mt-2 flex w-full flex-col gap-3">
          <Button asChild size="lg">
            <Link to="/" replace>
              <Trans>Go to home</Trans>
            </Link>
          </Button>
          <Button variant="ghost" size="lg" onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden />
            <Trans>Go back</Trans>
          </Button>
        </div>
      </main>
    </div>
  );
}
