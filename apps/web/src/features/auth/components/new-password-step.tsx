import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field, FieldError } from '@/components/ui/form/field';
import { PasswordInput } from '@/components/ui/password-input';
import { newPasswordFormSchema, signupPasswordFormSchema, type NewPasswordFormValues } from '../utils/schemas';
import { StepActions } from './step-actions';

export interface NewPasswordStepProps {
  onSubmit: (password: string) => Promise<void> | void;
  onBack: () => void;
  submitting: boolean;
  submitLabel: string;
  passwordLabel?: string;
  /** Signup: the member must tick "I agree to the Terms of Use and the Privacy Policy" before going on. */
  askAgreement?: boolean;
}

/** A new password and its confirmation, each with show/hide; a mismatch reads 'Passwords do not match'. */
export function NewPasswordStep({
  onSubmit,
  onBack,
  submitting,
  submitLabel,
  passwordLabel,
  askAgreement = false,
}: NewPasswordStepProps) {
  const { t } = useLingui();
  const form = useForm<NewPasswordFormValues>({
    resolver: zodResolver(askAgreement ? signupPasswordFormSchema : newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '', acceptTerms: false },
  });
  const agreementError = form.formState.errors.acceptTerms?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(({ password }) => onSubmit(password))} className="flex flex-col gap-5">
      <Field
        control={form.control}
        name="password"
        label={passwordLabel ?? t`Password`}
        hint={t`At least 8 characters. Avoid easy ones like 12345678.`}
      >
        {(input) => <PasswordInput {...input} autoComplete="new-password" autoFocus />}
      </Field>
      <Field control={form.control} name="confirmPassword" label={t`Confirm password`}>
        {(input) => <PasswordInput {...input} autoComplete="new-password" />}
      </Field>
      {askAgreement ? (
        <div className="flex flex-col gap-2">
          <label className="flex min-h-11 items-start gap-3 text-base">
            <input
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-primary"
              aria-invalid={agreementError ? true : undefined}
              aria-describedby={agreementError ? 'acceptTerms-error' : undefined}
              {...form.register('acceptTerms')}
            />
            <span>
              <Trans>
                I agree to the{' '}
                <Link to="/terms" target="_blank" className="font-semibold text-primary underline underline-offset-2">
                  Terms of Use
                </Link>{' '}
                and the{' '}
                <Link to="/privacy" target="_blank" className="font-semibold text-primary underline underline-offset-2">
                  Privacy Policy
                </Link>
              </Trans>
            </span>
          </label>
          {agreementError ? <FieldError id="acceptTerms-error">{agreementError}</FieldError> : null}
        </div>
      ) : null}
      <StepActions onBack={onBack} submitLabel={submitLabel} loading={submitting} className="mt-1" />
    </form>
  );
}
