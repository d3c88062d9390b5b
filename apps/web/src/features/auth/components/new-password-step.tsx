import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/form/field';
import { PasswordInput } from '@/components/ui/password-input';
import { newPasswordFormSchema, type NewPasswordFormValues } from '../utils/schemas';
import { StepActions } from './step-actions';

export interface NewPasswordStepProps {
  onSubmit: (password: string) => Promise<void> | void;
  onBack: () => void;
  submitting: boolean;
  submitLabel: string;
  passwordLabel?: string;
}

/** A new password and its confirmation, each with show/hide; a mismatch reads 'Passwords do not match'. */
export function NewPasswordStep({
  onSubmit,
  onBack,
  submitting,
  submitLabel,
  passwordLabel = 'Password',
}: NewPasswordStepProps) {
  const form = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ password }) => onSubmit(password))} className="flex flex-col gap-5">
      <Field
        control={form.control}
        name="password"
        label={passwordLabel}
        hint="At least 8 characters. Avoid easy ones like 12345678."
      >
        {(input) => <PasswordInput {...input} autoComplete="new-password" autoFocus />}
      </Field>
      <Field control={form.control} name="confirmPassword" label="Confirm password">
        {(input) => <PasswordInput {...input} autoComplete="new-password" />}
      </Field>
      <StepActions onBack={onBack} submitLabel={submitLabel} loading={submitting} className="mt-1" />
    </form>
  );
}
