import { ArrowLeft, RotateCw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return i18n._(msg`An unexpected error occurred.`);
}

/** Global error screen: the error's own message, 'Try again' (reset, then /) and 'Go back'. */
export function ErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();

  return (
    <main className="flex min-h-dvh items-center justify-center px-6 py-10">
      <div role="alert" className="flex w-full max-w-sm flex-col items-center gap-5 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-destructive-soft text-destructive">
          <TriangleAlert className="size-8" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="w-full rounded-xl bg-muted px-4 py-3 text-base break-words text-muted-foreground">
          {messageOf(error)}
        </p>
        <div className="mt-2 flex w-full flex-col gap-3">
          {/* A full load of / resets every piece of state, and also fetches the current code after a new release. */}
          <Button size="lg" onClick={() => window.location.assign('/')}>
            <RotateCw aria-hidden />
            <Trans>Try again</Trans>
          </Button>
          <Button variant="ghost" size="lg" onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden />
            <Trans>Go back</Trans>
          </Button>
        </div>
      </div>
    </main>
  );
}
