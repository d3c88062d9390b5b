import { useFormContext } from 'react-hook-form';
import { genders } from '@samaj/shared/auth';
import { DateOfBirthInput } from '@/components/ui/date-of-birth-input';
import { ControlledField, Field } from '@/components/ui/form/field';
import { RadioGroup, type RadioOption } from '@/components/ui/form/radio-group';
import { Input } from '@/components/ui/input';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

type Gender = (typeof genders)[number];

const genderLabels: Record<Gender, MessageDescriptor> = { MALE: msg`Male`, FEMALE: msg`Female`, OTHER: msg`Other` };

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
  const { control } = useFormContext<BasicDetails>();
  const { i18n, t } = useLingui();
  const genderOptions: RadioOption<Gender>[] = genders.map((gender) => ({
    value: gender,
    label: i18n._(genderLabels[gender]),
  }));

  return (
    <>
      <Field control={control} name="fullName" label={t`Full name`}>
        {(input) => <Input {...input} autoComplete="name" autoCapitalize="words" placeholder={t`e.g. Asha Kumari`} />}
      </Field>

      <ControlledField control={control} name="dateOfBirth" label={t`Date of birth`} hint={dateOfBirthHint}>
        {(input) => (
          <DateOfBirthInput
            id={input.id}
            value={input.value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            invalid={input['aria-invalid']}
            describedBy={input['aria-describedby']}
          />
        )}
      </ControlledField>

      <ControlledField control={control} name="gender" label={t`Gender`} group>
        {(input, { ref }) => <RadioGroup {...input} ref={ref} options={genderOptions} />}
      </ControlledField>
    </>
  );
}
