import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/form/field';
import { PasswordInput } from '@/components/ui/password-input';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { useChangePassword } from '../api/change-password';
import {
  CHANGE_PASSWORD_FIELDS,
  changePasswordFormSchema,
  type ChangePasswordFormValues,
} from '../utils/change-password-schema';

const emptyForm: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirm, each with show/hide. This device stays logged in; the others are logged out. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
  });
  const saveForm = useSaveForm();
  async function submit({ currentPassword, newPassword }: ChangePasswordFormValues) {
    await saveForm({
      form,
      fields: CHANGE_PASSWORD_FIELDS,
      save: () => changePassword.mutateAsync({ currentPassword, newPassword }),
      savedValues: () => emptyForm,
      savedMessage: () => t`Your password is changed. Your other devices were logged out.`,
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Password</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Changing it logs you out on your other devices.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label={t`Change password`}
          onSubmit={form.handleSubmit(submit)}
          className="flex flex-col gap-5"
        >
          {/* Lets password managers tie the new password to the account. */}
          <input type="text" name="username" autoComplete="username" hidden readOnly />
          <Field control={form.control} name="currentPassword" label={t`Current password`}>
            {(input) => <PasswordInput {...input} autoComplete="current-password" />}
          </Field>
          <Field
            control={form.control}
            name="newPassword"
            label={t`New password`}
            hint={t`At least 8 characters. Avoid easy ones like 12345678.`}
          >
            {(input) => <PasswordInput {...input} autoComplete="new-password" />}
          </Field>
          <Field control={form.control} name="confirmPassword" label={t`Confirm new password`}>
            {(input) => <PasswordInput {...input} autoComplete="new-password" />}
          </Field>
          <Button type="submit" loading={changePassword.isPending} className="self-stretch sm:self-start">
            <Trans>Change password</Trans>
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
