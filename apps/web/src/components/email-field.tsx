import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import { useLingui } from '@lingui/react/macro';

/** The optional account email inside a react-hook-form form (onboarding and the profile). */
export function EmailField() {
  const { control } = useFormContext<{ email?: string | null }>();
  const { t } = useLingui();
  return (
    <Field
      control={control}
      name="email"
      label={t`Email`}
      optional
      hint={t`Only for account messages. Never shown to members.`}
    >
      {(input) => (
        <Input {...input} type="email" inputMode="email" autoComplete="email" placeholder={t`you@example.com`} />
      )}
    </Field>
  );
}
