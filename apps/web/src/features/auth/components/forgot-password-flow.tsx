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

  return (
    <PhoneCodeFlow
      secretKey={STORAGE_KEYS.forgetPassSecret}
      progressLabel="Password reset progress"
      phone={{
        title: 'Forgot Password',
        description: 'Enter your registered mobile number. We will send a 4-digit code to your WhatsApp.',
        submitLabel: 'Send OTP',
        footer: <AccountPrompt question="Remembered your password?" to="/login" linkLabel="Sign in" />,
        request: requestReset,
        failedTitle: 'Failed to send OTP',
      }}
      otp={{
        title: 'Verify OTP',
        submitLabel: 'Verify OTP',
        verify: verifyReset,
        onVerified: () => toast({ title: 'OTP Verified', description: 'Now choose a new password.' }),
        onFailed: (error, wrongCode) =>
          toast({
            title: wrongCode ? 'Invalid OTP' : 'Failed to verify OTP',
            description: wrongCode ? 'Check the code on WhatsApp and try again.' : errorMessage(error),
            variant: 'destructive',
          }),
      }}
      password={{
        title: 'Reset Password',
        description: 'Choose a new password for your account.',
        submitLabel: 'Reset password',
        passwordLabel: 'New password',
        submit: ({ phoneNumber, password, otp, secret }) =>
          resetPassword.mutateAsync({ phoneNumber, password, otp, secret }),
        submitting: resetPassword.isPending,
        onDone: () => {
          toast({ title: 'Success', description: 'Your password has been reset. Log in with your new password.' });
          onReset();
        },
        failedTitle: 'Failed to reset password',
      }}
    />
  );
}
