import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { STORAGE_KEYS } from '@samaj/shared/constants';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useRequestOtp } from '../api/request-otp';
import { useSignup } from '../api/signup';
import { useVerifyOtp } from '../api/verify-otp';
import { authStore } from '../stores/auth-store';
import { formatPhone } from '../utils/phone';
import { secretStorage } from '../utils/secret-storage';
import { NewPasswordStep } from './new-password-step';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { StepHeader, THREE_STEP_PROGRESS } from './step-header';

type Step = 'phone' | 'otp' | 'password';
const SECRET_KEY = STORAGE_KEYS.registerSecret;

/** Phone → 4-digit WhatsApp code → password; then the session starts and onboarding follows. */
export function SignupFlow() {
  const [step, setStep] = useState<Step>('phone');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const requestOtp = useRequestOtp();
  const verifyOtp = useVerifyOtp();
  const signup = useSignup();

  async function sendCode(phone: string): Promise<boolean> {
    try {
      const newSecret = await requestOtp.mutateAsync({ phoneNumber: phone });
      secretStorage.save(SECRET_KEY, newSecret);
      setSecret(newSecret);
      toast({ title: 'OTP Sent', description: 'A verification code has been sent to your WhatsApp' });
      return true;
    } catch (error) {
      toast({ title: 'OTP request failed', description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  }

  async function onVerify(otp: string): Promise<string | void> {
    const currentSecret = secret ?? secretStorage.read(SECRET_KEY) ?? '';
    try {
      await verifyOtp.mutateAsync({ phoneNumber, otp, secret: currentSecret });
      setStep('password');
    } catch (error) {
      toast({ title: 'OTP verification failed', description: errorMessage(error), variant: 'destructive' });
      if (error instanceof ApiError && error.code === 'OTP_INVALID') return 'This code is not correct.';
    }
  }

  async function onCreate(password: string) {
    const currentSecret = secret ?? secretStorage.read(SECRET_KEY) ?? '';
    try {
      const session = await signup.mutateAsync({ phoneNumber, password, secret: currentSecret });
      secretStorage.clear(SECRET_KEY);
      authStore.setCredentials(session);
    } catch (error) {
      toast({ title: 'Signup failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  const stepNumber = step === 'phone' ? 1 : step === 'otp' ? 2 : 3;
  const header = {
    phone: {
      title: 'Create your account',
      description: 'Enter your mobile number. We will send a 4-digit code to your WhatsApp.',
    },
    otp: {
      title: 'Verify your number',
      description: `Enter the 4-digit code sent on WhatsApp to ${formatPhone(phoneNumber)}.`,
    },
    password: { title: 'Set a password', description: 'You will use your mobile number and this password to log in.' },
  }[step];

  return (
    <div className="flex flex-col gap-7">
      <StepHeader
        step={stepNumber}
        totalSteps={3}
        progress={THREE_STEP_PROGRESS[stepNumber - 1]!}
        progressLabel="Sign up progress"
        title={header.title}
        description={header.description}
      />
      {step === 'phone' ? (
        <PhoneStep
          defaultPhone={phoneNumber}
          submitLabel="Send code"
          notice={
            <p className="flex gap-3 rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <span>Your number is used to log in. It is never shown to other members without your permission.</span>
            </p>
          }
          footer={
            <p className="text-center text-base text-muted-foreground">
              Already have an account?{' '}
              <Link to="/login" className="inline-flex h-11 items-center font-semibold text-primary hover:underline">
                Log in
              </Link>
            </p>
          }
          sending={requestOtp.isPending}
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
          verifying={verifyOtp.isPending}
          resending={requestOtp.isPending}
        />
      ) : null}
      {step === 'password' ? (
        <NewPasswordStep
          onSubmit={onCreate}
          onBack={() => setStep('otp')}
          submitting={signup.isPending}
          submitLabel="Create account"
        />
      ) : null}
    </div>
  );
}
