import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { RequestOtpBody, VerifyOtpBody } from '@samaj/shared/auth';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatPhone } from '../utils/phone';
import { secretStorage, type SecretKey } from '../utils/secret-storage';
import { NewPasswordStep } from './new-password-step';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { StepHeader, THREE_STEP_PROGRESS } from './step-header';

type Step = 'phone' | 'otp' | 'password';
const STEP_NUMBERS = { phone: 1, otp: 2, password: 3 } as const;

/** What the last step hands over: the number, the code it was verified with, the password and the flow's secret. */
export interface PhoneCodeValues {
  phoneNumber: string;
  otp: string;
  password: string;
  secret: string;
}

export interface PhoneCodeFlowProps<Result> {
  /** Where the secret of the code sent is kept, so a reload in the middle does not lose it. */
  secretKey: SecretKey;
  progressLabel: string;
  phone: {
    title: string;
    description: string;
    submitLabel: string;
    notice?: ReactNode;
    footer: ReactNode;
    /** Sends the code; resolves to the secret that ties the next steps to it. */
    request: Pick<UseMutationResult<string, Error, RequestOtpBody>, 'mutateAsync' | 'isPending'>;
    failedTitle: string;
  };
  otp: {
    title: string;
    submitLabel?: string;
    verify: Pick<UseMutationResult<unknown, Error, VerifyOtpBody>, 'mutateAsync' | 'isPending'>;
    onVerified?: () => void;
    /** Says what went wrong; `wrongCode` when the code itself was refused (it is then marked under the boxes). */
    onFailed: (error: unknown, wrongCode: boolean) => void;
  };
  password: {
    title: string;
    description: string;
    submitLabel: string;
    passwordLabel?: string;
    /** Ask for "I agree to the Terms of Use and the Privacy Policy" (signup). */
    askAgreement?: boolean;
    submit: (values: PhoneCodeValues) => Promise<Result>;
    submitting: boolean;
    /** After the secret is cleared. */
    onDone: (result: Result) => void;
    failedTitle: string;
  };
}

/**
 * The three steps shared by signup and password reset: the number → the 4-digit WhatsApp code (resend after a
 * countdown) → a password; Back goes one step at a time, the progress reads 33.3 / 66.6 / 100.
 */
export function PhoneCodeFlow<Result>({ secretKey, progressLabel, phone, otp, password }: PhoneCodeFlowProps<Result>) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>('phone');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const [secret, setSecret] = useState<string | null>(null);

  const currentSecret = () => secret ?? secretStorage.read(secretKey) ?? '';

  async function sendCode(to: string): Promise<boolean> {
    try {
      const newSecret = await phone.request.mutateAsync({ phoneNumber: to });
      secretStorage.save(secretKey, newSecret);
      setSecret(newSecret);
      setCode('');
      toast({ title: t`OTP Sent`, description: t`A verification code has been sent to your WhatsApp` });
      return true;
    } catch (error) {
      toast({ title: phone.failedTitle, description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  }

  async function onVerify(entered: string): Promise<string | void> {
    // Back from the password step with the code already verified: the server verifies a code only once.
    if (code !== '' && entered === code) {
      setStep('password');
      return;
    }
    try {
      await otp.verify.mutateAsync({ phoneNumber, otp: entered, secret: currentSecret() });
      setCode(entered);
      otp.onVerified?.();
      setStep('password');
    } catch (error) {
      const wrongCode = error instanceof ApiError && error.code === 'OTP_INVALID';
      otp.onFailed(error, wrongCode);
      if (wrongCode) return t`This code is not correct.`;
    }
  }

  async function onPassword(newPassword: string) {
    try {
      const result = await password.submit({ phoneNumber, otp: code, password: newPassword, secret: currentSecret() });
      secretStorage.clear(secretKey);
      password.onDone(result);
    } catch (error) {
      toast({ title: password.failedTitle, description: errorMessage(error), variant: 'destructive' });
    }
  }

  const number = STEP_NUMBERS[step];
  const shownPhone = formatPhone(phoneNumber);
  const header = {
    phone,
    otp: { title: otp.title, description: t`Enter the 4-digit code sent on WhatsApp to ${shownPhone}.` },
    password,
  }[step];

  return (
    <div className="flex flex-col gap-7">
      <StepHeader
        step={number}
        totalSteps={3}
        progress={THREE_STEP_PROGRESS[number - 1]!}
        progressLabel={progressLabel}
        title={header.title}
        description={header.description}
      />
      {step === 'phone' ? (
        <PhoneStep
          defaultPhone={phoneNumber}
          submitLabel={phone.submitLabel}
          notice={phone.notice}
          footer={phone.footer}
          sending={phone.request.isPending}
          onSubmit={async (to) => {
            if (await sendCode(to)) {
              setPhoneNumber(to);
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
          verifying={otp.verify.isPending}
          resending={phone.request.isPending}
          submitLabel={otp.submitLabel}
        />
      ) : null}
      {step === 'password' ? (
        <NewPasswordStep
          onSubmit={onPassword}
          onBack={() => setStep('otp')}
          submitting={password.submitting}
          submitLabel={password.submitLabel}
          passwordLabel={password.passwordLabel}
          askAgreement={password.askAgreement ?? false}
        />
      ) : null}
    </div>
  );
}
