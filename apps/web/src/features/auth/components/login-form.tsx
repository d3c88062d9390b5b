import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import { useLogin } from '../api/login';
import { useRestoreAccount } from '../api/restore-account';
import { authStore } from '../stores/auth-store';
import { toE164 } from '../utils/phone';
import { loginFormSchema, type LoginFormValues } from '../utils/schemas';
import { AccountClosedNotice, accountClosedReason, type AccountClosed } from './account-closed-notice';
import { AccountPrompt } from './account-prompt';
import { PhoneInput } from './phone-input';
import { pendingDeletion, RestoreAccountNotice } from './restore-account-notice';

/** Phone and password. On success the session is stored; the guest guard then takes the member onwards. */
export function LoginForm() {
  const login = useLogin();
  const { t } = useLingui();
  // A suspended or banned member is told why, with the way to the grievance page, rather than in a toast.
  const [closed, setClosed] = useState<AccountClosed | null>(null);
  const [deleting, setDeleting] = useState<{ eraseAt: string } | null>(null);
  const restore = useRestoreAccount();
  const hydrated = useHydrated();
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { phoneNumber: '', password: '' },
  });
  async function onSubmit(values: LoginFormValues) {
    setClosed(null);
    setDeleting(null);
    try {
      const session = await login.mutateAsync({ phoneNumber: toE164(values.phoneNumber), password: values.password });
      authStore.setCredentials(session);
    } catch (error) {
      authStore.setError(t`Login failed`);
      const reason = accountClosedReason(error);
      if (reason) return setClosed(reason);
      const pending = pendingDeletion(error);
      if (pending) return setDeleting(pending);
      const message = error instanceof ApiError && error.message ? error.message : t`Invalid credentials`;
      toast({ title: t`Login Failed`, description: message, variant: 'destructive' });
    }
  }

  async function onRestore() {
    const { phoneNumber, password } = form.getValues();
    try {
      const session = await restore.mutateAsync({ phoneNumber: toE164(phoneNumber), password });
      toast({ title: t`Operation Succeed!`, description: t`Your account is restored.` });
      authStore.setCredentials(session);
    } catch (error) {
      toast({
        title: t`Restore failed`,
        description: error instanceof ApiError ? error.message : t`Please try again`,
        variant: 'destructive',
      });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-5">
      {closed ? <AccountClosedNotice closed={closed} /> : null}
      {deleting ? (
        <RestoreAccountNotice
          eraseAt={deleting.eraseAt}
          onRestore={() => void onRestore()}
          restoring={restore.isPending}
        />
      ) : null}
      <Field control={form.control} name="phoneNumber" label={t`Mobile number`}>
        {(input) => <PhoneInput {...input} autoFocus />}
      </Field>

      <div className="flex flex-col gap-2">
        <Field control={form.control} name="password" label={t`Password`}>
          {(input) => <PasswordInput {...input} autoComplete="current-password" />}
        </Field>
        <Link
          to="/forget-password"
          className="-mr-2 inline-flex h-11 items-center self-end px-2 text-sm font-semibold text-primary hover:underline"
        >
          <Trans>Forgot password?</Trans>
        </Link>
      </div>

      <Button type="submit" size="lg" loading={login.isPending} disabled={!hydrated} className="w-full">
        <Trans>Log in</Trans>
      </Button>

      <AccountPrompt question={t`New to Samaj?`} to="/signup" linkLabel={t`Create an account`} />
    </form>
  );
}
