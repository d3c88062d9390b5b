import { useState } from 'react';
import { Link } from 'react-router';
import { STORAGE_KEYS } from '@samaj/shared/constants';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useRequestResetPassword } from '../api/request-reset-password';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetRequest } from '../api/verify-reset-request';
import { formatPhone } from '../utils/phone';
import { secretStorage } from '../utils/secret-storage';
import { NewPasswordStep } from './new-password-step';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { StepHeader, THREE_STEP_PROGRESS } from './step-header';

type Step = 'phone' | 'otp' | 'reset';
const SECRET_KEY = STORAGE_KEYS.forgetPassSecret;

const steps: Record<Step, { number: 1 | 2 | 3; title: string }> = {
  phone: { number: 1, title: 'Forgot Password' },
  otp: { number: 2, title: 'Verify OTP' },
  reset: { number: 3, title: 'Reset Password' },
};

export interface ForgotPasswordFlowProps {
  /** Called once the new password is set (the route sends the member to /login). */
  onReset: () => void;
}

/** SPEC §2/§4: phone → otp → reset, back goes one step at a time, progress 33.3 / 66.6 / 100. */
export function ForgotPasswordFlow({ onReset }: ForgotPasswordFlowProps) {
  const [step, setStep] = useState<Step>('phone');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [otp, setOtp] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const requestReset = useRequestResetPassword();
  const verifyReset = useVerifyResetRequest();
  const resetPassword = useResetPassword();

  const currentSecret = () => secret ?? secretStorage.read(SECRET_KEY) ?? '';

  async function sendCode(phone: string): Promise<boolean> {
    try {
      const newSecret = await requestReset.mutateAsync({ phoneNumber: phone });
      secretStorage.save(SECRET_KEY, newSecret);
      setSecret(newSecret);
      toast({ title: 'OTP Sent', description: 'A verification code has been sent to your WhatsApp' });
      return true;
    } catch (error) {
      toast({ title: 'Failed to send OTP', description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  }

  async function onVerify(code: string): Promise<string | void> {
    try {
      await verifyReset.mutateAsync({ phoneNumber, otp: code, secret: currentSecret() });
      setOtp(code);
      toast({ title: 'OTP Verified', description: 'Now choose a new password.' });
      setStep('reset');
    } catch (error) {
      const wrongCode = error instanceof ApiError && error.code === 'OTP_INVALID';
      toast({
        title: wrongCode ? 'Invalid OTP' : 'Failed to verify OTP',
        description: wrongCode ? 'Check the code on WhatsApp and try again.' : errorMessage(error),
        variant: 'destructive',
      });
      if (wrongCode) return 'This code is not correct.';
    }
  }

  async function onNewPassword(password: string) {
    try {
      await resetPassword.mutateAsync({ phoneNumber, password, otp, secret: currentSecret() });
      secretStorage.clear(SECRET_KEY);
      toast({ title: 'Success', description: 'Your password has been reset. Log in with your new password.' });
      onReset();
    } catch (error) {
      toast({ title: 'Failed to reset password', description: errorMessage(error), variant: 'destructive' });
    }
  }

  const { number, title } = steps[step];
  const description = {
    phone: 'Enter your registered mobile number. We will send a 4-digit code to your WhatsApp.',
    otp: `Enter the 4-digit code sent on WhatsApp to ${formatPhone(phoneNumber)}.`,
    reset: 'Choose a new password for your account.',
  }[step];

  return (
    <div className="flex flex-col gap-7">
      <StepHeader
        step={number}
        totalSteps={3}
        progress={THREE_STEP_PROGRESS[number - 1]!}
        progressLabel="Password reset progress"
        title={title}
        description={description}
      />
      {step === 'phone' ? (
        <PhoneStep
          defaultPhone={phoneNumber}
          submitLabel="Send OTP"
          footer={
            <p className="text-center text-base text-muted-foreground">
              Remembered your password?{' '}
              <Link to="/login" className="inline-flex h-11 items-center font-semibold text-primary hover:underline">
                Sign in
              </Link>
            </p>
          }
          sending={requestReset.isPending}
          onSubmit={async (phone) => {
            if (await sendCode(phone)) {
              setPhoneNumber(phone);
              setStep('otp');
            }
          }}
        />
      ) : null}
      {step === 'otp' ? (
        <OtpStep
          onVerify={onVerify}
          onResend={() => sendCode(phoneNumber)}
          onBack={() => setStep('phone')}
          verifying={verifyReset.isPending}
          resending={requestReset.isPending}
          submitLabel="Verify OTP"
        />
      ) : null}
      {step === 'reset' ? (
        <NewPasswordStep
          onSubmit={onNewPassword}
          onBack={() => setStep('otp')}
          submitting={resetPassword.isPending}
          submitLabel="Reset password"
          passwordLabel="New password"
        />
      ) : null}
    </div>
  );
}
