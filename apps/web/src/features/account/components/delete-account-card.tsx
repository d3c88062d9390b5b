import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField, fieldAria } from '@/components/ui/form/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { useLegalNotice } from '../api/legal';

export interface DeleteAccountCardProps {
  /** The account's sessions have ended on the server, this one too: the app clears it and shows the login page. */
  onDeleted: () => void;
}

/** Settings: "Delete my account", what happens, then the password and a last confirmation in a dialog. */
export function DeleteAccountCard({ onDeleted }: DeleteAccountCardProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const grace = useLegalNotice().data?.deletionGraceDays ?? 14;

  function confirm() {
    if (!password) return setError(t`Enter your password`);
    remove.mutate(password, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t`Operation Succeed!`, description: t`Your account is deleted.` });
        onDeleted();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.errors.length > 0) return setError(failure.errors[0]!.message);
        toast({ title: t`Operation failed`, description: errorMessage(failure), variant: 'destructive' });
      },
    });
  }

  return (
    <Card aria-labelledby="delete-account-title">
      <CardHeader>
        <CardTitle id="delete-account-title">
          <Trans>Delete my account</Trans>
        </CardTitle>
        <CardDescription>
          {grace === 0 ? (
            <Trans>
              You are logged out everywhere and nobody can see you any more. Your account, profile, marriage profile,
              posts, comments, messages, interests and photos are erased at once.
            </Trans>
          ) : (
            <Trans>
              You are logged out everywhere and nobody can see you any more. Your account, profile, marriage profile,
              posts, comments, messages, interests and photos are erased after {grace} days: until then, logging in
              offers to restore it.
            </Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            setPassword('');
            setError(undefined);
          }}
          trigger={
            <Button
              variant="outline"
              className="w-full border-destructive/40 text-destructive hover:bg-destructive-soft sm:w-auto"
            >
              <Trash2 aria-hidden />
              <Trans>Delete my account</Trans>
            </Button>
          }
          title={t`Delete your account?`}
          description={
            grace === 0
              ? t`This cannot be undone once the account is erased (at once). Download your data first if you want a copy. Enter your password to confirm.`
              : t`This cannot be undone once the account is erased (after ${grace} days). Download your data first if you want a copy. Enter your password to confirm.`
          }
          confirmLabel={
            <>
              <Trash2 aria-hidden />
              <Trans>Delete my account</Trans>
            </>
          }
          onConfirm={confirm}
          pending={remove.isPending}
        >
          <FormField id="delete-password" label={t`Password`} error={error}>
            <PasswordInput
              {...fieldAria('delete-password', { error })}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(undefined);
              }}
              autoComplete="current-password"
            />
          </FormField>
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
