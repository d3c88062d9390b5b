import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ControlledField } from '@/components/ui/form/field';
import { OtpInput } from '@/components/ui/otp-input';
import { otpFormSchema, type OtpFormValues } from '../utils/schemas';
import { useCountdown } from '../utils/use-countdown';
import { StepActions } from './step-actions';

const RESEND_AFTER_SECONDS = 30;

export interface OtpStepProps {
  /** Resolves to a message to show under the boxes when the code was refused. */
  onVerify: (otp: string) => Promise<string | void>;
  onResend: () => Promise<boolean>;
  onBack: () => void;
  verifying: boolean;
  resending: boolean;
  submitLabel?: string;
}

/** The 4-digit code form with Back and a Resend that unlocks after a countdown. */
export function OtpStep({ onVerify, onResend, onBack, verifying, resending, submitLabel }: OtpStepProps) {
  const { t } = useLingui();
  const countdown = useCountdown(RESEND_AFTER_SECONDS);
  const secondsLeft = String(countdown.secondsLeft).padStart(2, '0');
  const form = useForm<OtpFormValues>({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });

  async function resend() {
    if (await onResend()) {
      form.reset({ otp: '' });
      countdown.restart();
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async ({ otp }) => {
        const refusal = await onVerify(otp);
        if (refusal) form.setError('otp', { message: refusal }, { shouldFocus: true });
      })}
      className="flex flex-col gap-6"
    >
      <ControlledField control={form.control} name="otp" label={t`Verification code`}>
        {(input, { ref, name }) => <OtpInput {...input} ref={ref} name={name} autoFocus />}
      </ControlledField>

      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <span>
          <Trans>Didn&apos;t get it?</Trans>
        </span>
        {countdown.done ? (
          <Button variant="link" size="sm" className="h-11 gap-1.5" onClick={resend} loading={resending}>
            {resending ? null : <RotateCw aria-hidden className="size-4!" />}
            <Trans>Resend code</Trans>
          </Button>
        ) : (
          <span className="inline-flex h-11 items-center tabular-nums" aria-live="polite">
            <Trans>Resend in 0:{secondsLeft}</Trans>
          </span>
        )}
      </div>

      <StepActions onBack={onBack} submitLabel={submitLabel ?? t`Verify`} loading={verifying} />
    </form>
  );
}
