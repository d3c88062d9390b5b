import type { AccountSession } from '@samaj/shared/account';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useEndSession, useSessions } from '../api/sessions';
import { lastActive, loggedInOn } from '../utils/approximate-time';

const isPhone = (device: string) => /Android|iPhone|iPad/.test(device);

/** The API names a device in English ("Chrome on Android", "Unknown device"); the brand names stay, the words not. */
function useDeviceName(device: string): string {
  const { t } = useLingui();
  if (device === 'Unknown device') return t`Unknown device`;
  const [, browser, system] = /^(.+) on (.+)$/.exec(device) ?? [];
  return browser && system ? t`${browser} on ${system}` : device;
}

/** Settings: "Where you're logged in", each session with its device and when it was used, and Log out for the others. */
export function SessionsCard() {
  const { t } = useLingui();
  const sessions = useSessions();
  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader>
        <CardTitle id="sessions-title">
          <Trans>Where you’re logged in</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Don’t recognise a device? Log it out, then change your password.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Skeleton className="h-32 w-full" aria-busy="true" aria-label={t`Loading sessions`} />
        ) : sessions.isError ? (
          <ErrorState
            compact
            error={sessions.error}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isRefetching}
            title={t`Could not load your sessions`}
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const { t } = useLingui();
  const end = useEndSession();
  const device = useDeviceName(session.device);
  const Icon = isPhone(session.device) ? Smartphone : Monitor;

  function logOut() {
    end.mutate(session.id, {
      onSuccess: () => toast({ title: t`Operation Succeed!`, description: t`${device} is logged out.` }),
      onError: (error) =>
        toast({ title: t`Operation failed`, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <li className="flex items-center gap-3 py-3" aria-label={device}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted" aria-hidden>
        <Icon className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-base font-semibold break-words">{device}</span>
        <span className="text-sm text-muted-foreground">
          {session.current ? (
            <span className="font-semibold text-primary">
              <Trans>This device</Trans>
            </span>
          ) : (
            lastActive(session.lastUsedAt)
          )}
          {' · '}
          {loggedInOn(session.createdAt)}
        </span>
      </div>
      {session.current ? null : (
        <Button variant="outline" size="sm" className="min-h-11" onClick={logOut} loading={end.isPending}>
          <LogOut aria-hidden />
          <Trans>Log out</Trans>
        </Button>
      )}
    </li>
  );
}
