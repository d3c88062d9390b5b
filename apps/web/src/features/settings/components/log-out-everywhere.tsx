import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
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
        <Dialog open={confirming} onOpenChange={(open) => !logoutAll.isPending && setConfirming(open)}>
          <DialogTrigger asChild>
            <Button
              variant="outline"
              className="w-full border-destructive/40 text-destructive hover:bg-destructive-soft sm:w-auto"
            >
              <MonitorSmartphone aria-hidden />
              <Trans>Log out of all devices</Trans>
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>
                <Trans>Log out of all devices?</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>
                  You will be logged out everywhere, including on this phone. Log in again with your mobile number and
                  password.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost" disabled={logoutAll.isPending}>
                  <Trans>Cancel</Trans>
                </Button>
              </DialogClose>
              <Button variant="destructive" loading={logoutAll.isPending} onClick={confirm}>
                <LogOut aria-hidden />
                <Trans>Log out everywhere</Trans>
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
