import { useFormContext } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The optional account email inside a react-hook-form form (onboarding and the profile). */
export function EmailField() {
  const { register, formState } = useFormContext<{ email?: string | null }>();
  const error = formState.errors.email?.message;
  return (
    <FormField
      id="email"
      label="Email"
      optional
      hint="Only for account messages. Never shown to members."
      error={error}
    >
      <Input
        {...fieldAria('email', { error, hint: true })}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...register('email')}
      />
    </FormField>
  );
}
