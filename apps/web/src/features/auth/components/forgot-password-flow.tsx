import { useLingui } from '@lingui/react/macro';
import { STORAGE_KEYS } from '@samaj/shared/constants';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useRequestResetPassword } from '../api/request-reset-password';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetRequest } from '../api/verify-reset-request';
import { AccountPrompt } from './account-prompt';
import { PhoneCodeFlow } from './phone-code-flow';

export interface ForgotPasswordFlowProps {
  /** Called once the new password is set (the route sends the member to /login). */
  onReset: () => void;
}

/** Phone → otp → reset, back goes one step at a time, progress 33.3 / 66.6 / 100. */
export function ForgotPasswordFlow({ onReset }: ForgotPasswordFlowProps) {
  const requestReset = useRequestResetPassword();
  const verifyReset = useVerifyResetRequest();
  const resetPassword = useResetPassword();
  const { t } = useLingui();

  return (
    <PhoneCodeFlow
      secretKey={STORAGE_KEYS.forgetPassSecret}
      progressLabel={t`Password reset progress`}
      phone={{
        title: t`Forgot Password`,
        description: t`Enter your registered mobile number. We will send a 4-digit code to your WhatsApp.`,
        submitLabel: t`Send OTP`,
        footer: <AccountPrompt question={t`Remembered your password?`} to="/login" linkLabel={t`Sign in`} />,
        request: requestReset,
        failedTitle: t`Failed to send OTP`,
      }}
      otp={{
        title: t`Verify OTP`,
        submitLabel: t`Verify OTP`,
        verify: verifyReset,
        onVerified: () => toast({ title: t`OTP Verified`, description: t`Now choose a new password.` }),
        onFailed: (error, wrongCode) =>
          toast({
            title: wrongCode ? t`Invalid OTP` : t`Failed to verify OTP`,
            description: wrongCode ? t`Check the code on WhatsApp and try again.` : errorMessage(error),
            variant: 'destructive',
          }),
      }}
      password={{
        title: t`Reset Password`,
        description: t`Choose a new password for your account.`,
        submitLabel: t`Reset password`,
        passwordLabel: t`New password`,
        submit: ({ phoneNumber, password, otp, secret }) =>
          resetPassword.mutateAsync({ phoneNumber, password, otp, secret }),
        submitting: resetPassword.isPending,
        onDone: () => {
          toast({ title: t`Success`, description: t`Your password has been reset. Log in with your new password.` });
          onReset();
        },
        failedTitle: t`Failed to reset password`,
      }}
    />
  );
}
