import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';

/** The optional account email inside a react-hook-form form (onboarding and the profile). */
export function EmailField() {
  const { control } = useFormContext<{ email?: string | null }>();
  return (
    <Field
      control={control}
      name="email"
      label="Email"
      optional
      hint="Only for account messages. Never shown to members."
    >
      {(input) => (
        <Input {...input} type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" />
      )}
    </Field>
  );
}
