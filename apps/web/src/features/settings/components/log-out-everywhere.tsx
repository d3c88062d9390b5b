import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useLogoutAll } from '../api/logout-all';

export interface LogOutEverywhereProps {
  /** Every session has ended on the server, this one too: the app clears it here and shows the login page. */
  onLoggedOut: () => void;
}

/** Ends every session (a lost phone, a shared computer) after a confirmation. */
export function LogOutEverywhere({ onLoggedOut }: LogOutEverywhereProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const logoutAll = useLogoutAll();

  function confirm() {
    logoutAll.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t`Operation Succeed!`, description: t`You are logged out on all your devices.` });
        onLoggedOut();
      },
      onError: (error) =>
        toast({ title: t`Operation failed`, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Devices</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Lost a phone, or logged in on someone else’s? Log out everywhere at once.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button
              variant="outline"
              className="w-full border-destructive/40 text-destructive hover:bg-destructive-soft sm:w-auto"
            >
              <MonitorSmartphone aria-hidden />
              <Trans>Log out of all devices</Trans>
            </Button>
          }
          title={t`Log out of all devices?`}
          description={t`You will be logged out everywhere, including on this phone. Log in again with your mobile number and password.`}
          confirmLabel={
            <>
              <LogOut aria-hidden />
              <Trans>Log out everywhere</Trans>
            </>
          }
          onConfirm={confirm}
          pending={logoutAll.isPending}
        />
      </CardContent>
    </Card>
  );
}
