import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { useHydrated } from '@/lib/use-hydrated';
import { INDIA_PREFIX, toE164 } from '../utils/phone';
import { phoneFormSchema, type PhoneFormValues } from '../utils/schemas';
import { PhoneInput } from './phone-input';

export interface PhoneStepProps {
  /** The number from an earlier visit to this step (E.164), so Back keeps it. */
  defaultPhone: string;
  sending: boolean;
  submitLabel: string;
  /** Receives the number in E.164. */
  onSubmit: (phone: string) => void;
  notice?: ReactNode;
  footer?: ReactNode;
}

/** The first step of signup and of password reset: the mobile number a code goes to. */
export function PhoneStep({ defaultPhone, sending, submitLabel, onSubmit, notice, footer }: PhoneStepProps) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const form = useForm<PhoneFormValues>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: {
      phoneNumber: defaultPhone.startsWith(INDIA_PREFIX) ? defaultPhone.slice(INDIA_PREFIX.length) : defaultPhone,
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ phoneNumber }) => onSubmit(toE164(phoneNumber)))}
      className="flex flex-col gap-5"
    >
      <Field control={form.control} name="phoneNumber" label={t`Mobile number`}>
        {(input) => <PhoneInput {...input} autoFocus />}
      </Field>
      {notice}
      <Button type="submit" size="lg" loading={sending} disabled={!hydrated} className="w-full">
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
