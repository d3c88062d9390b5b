import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { STORAGE_KEYS, TERMS_VERSION } from '@samaj/shared/constants';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useRequestOtp } from '../api/request-otp';
import { useSignup } from '../api/signup';
import { useVerifyOtp } from '../api/verify-otp';
import { authStore } from '../stores/auth-store';
import { AccountPrompt } from './account-prompt';
import { PhoneCodeFlow } from './phone-code-flow';

/** Phone → 4-digit WhatsApp code → password; then the session starts and onboarding follows. */
export function SignupFlow() {
  const requestOtp = useRequestOtp();
  const verifyOtp = useVerifyOtp();
  const signup = useSignup();
  const { t } = useLingui();

  return (
    <PhoneCodeFlow
      secretKey={STORAGE_KEYS.registerSecret}
      progressLabel={t`Sign up progress`}
      phone={{
        title: t`Create your account`,
        description: t`Enter your mobile number. We will send a 4-digit code to your WhatsApp.`,
        submitLabel: t`Send code`,
        notice: (
          <p className="flex gap-3 rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span>
              <Trans>Your number is used to log in. It is never shown to other members without your permission.</Trans>
            </span>
          </p>
        ),
        footer: <AccountPrompt question={t`Already have an account?`} to="/login" linkLabel={t`Log in`} />,
        request: requestOtp,
        failedTitle: t`OTP request failed`,
      }}
      otp={{
        title: t`Verify your number`,
        verify: verifyOtp,
        onFailed: (error) =>
          toast({ title: t`OTP verification failed`, description: errorMessage(error), variant: 'destructive' }),
      }}
      password={{
        title: t`Set a password`,
        description: t`You will use your mobile number and this password to log in.`,
        submitLabel: t`Create account`,
        askAgreement: true,
        submit: ({ phoneNumber, password, secret }) =>
          signup.mutateAsync({ phoneNumber, password, secret, acceptedTermsVersion: TERMS_VERSION }),
        submitting: signup.isPending,
        onDone: (session) => authStore.setCredentials(session),
        failedTitle: t`Signup failed`,
      }}
    />
  );
}
