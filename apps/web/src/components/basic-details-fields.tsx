import { Controller, useFormContext } from 'react-hook-form';
import { genders } from '@samaj/shared/auth';
import { DateOfBirthInput } from '@/components/ui/date-of-birth-input';
import { FieldError, FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type Gender = (typeof genders)[number];

const genderLabels: Record<Gender, string> = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' };

/** The fields this group binds, as onboarding and the profile both name them. */
interface BasicDetails {
  fullName: string;
  dateOfBirth: string;
  gender: Gender;
}

export interface BasicDetailsFieldsProps {
  /** A line under "Date of birth" (onboarding says who may join). */
  dateOfBirthHint?: string;
}

/**
 * Full name, date of birth and gender (three large choices) inside a react-hook-form form. Used by onboarding and
 * the profile, so both ask the same way.
 */
export function BasicDetailsFields({ dateOfBirthHint }: BasicDetailsFieldsProps) {
  const { register, control, formState } = useFormContext<BasicDetails>();
  const { errors } = formState;

  return (
    <>
      <FormField id="fullName" label="Full name" error={errors.fullName?.message}>
        <Input
          {...fieldAria('fullName', { error: errors.fullName?.message })}
          autoComplete="name"
          autoCapitalize="words"
          placeholder="e.g. Asha Kumari"
          {...register('fullName')}
        />
      </FormField>

      <FormField id="dateOfBirth" label="Date of birth" hint={dateOfBirthHint} error={errors.dateOfBirth?.message}>
        <Controller
          control={control}
          name="dateOfBirth"
          render={({ field }) => (
            <DateOfBirthInput
              id="dateOfBirth"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={!!errors.dateOfBirth}
              describedBy={
                [dateOfBirthHint ? 'dateOfBirth-hint' : null, errors.dateOfBirth ? 'dateOfBirth-error' : null]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
          )}
        />
      </FormField>

      <fieldset
        id="gender"
        className="flex flex-col gap-2"
        aria-describedby={errors.gender ? 'gender-error' : undefined}
      >
        <legend className="mb-2 text-sm font-semibold">Gender</legend>
        <div className="grid grid-cols-3 gap-2">
          {genders.map((gender) => (
            <label key={gender} className="relative">
              <input type="radio" value={gender} className="peer sr-only" {...register('gender')} />
              <span
                className={cn(
                  'flex h-12 cursor-pointer items-center justify-center rounded-xl border border-input bg-card text-base font-medium shadow-xs transition-colors',
                  'peer-checked:border-primary peer-checked:bg-primary-soft peer-checked:font-semibold peer-checked:text-primary-soft-foreground',
                  'peer-focus-visible:ring-3 peer-focus-visible:ring-ring/40',
                  errors.gender && 'border-destructive',
                )}
              >
                {genderLabels[gender]}
              </span>
            </label>
          ))}
        </div>
        {errors.gender?.message ? <FieldError id="gender-error">{errors.gender.message}</FieldError> : null}
      </fieldset>
    </>
  );
}
