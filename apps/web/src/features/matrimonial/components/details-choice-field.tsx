import type { Control } from 'react-hook-form';
import { SingleChoiceChips } from '@/components/ui/form/chips';
import { ControlledField } from '@/components/ui/form/field';
import type { DetailsFormValues } from '../utils/details-form';

/** What every section of the matrimonial details form gets: the form, and the prefix of its sections' ids. */
export interface DetailsSectionProps {
  control: Control<DetailsFormValues>;
  sectionId: string;
}

type ChoiceName =
  | 'maritalStatus'
  | 'diet'
  | 'bodyType'
  | 'smokingHabits'
  | 'drinkingHabits'
  | 'manglik'
  | 'familyType'
  | 'profileCreatedBy';

export interface ChoiceFieldProps<T extends string> {
  control: Control<DetailsFormValues>;
  name: ChoiceName;
  label: string;
  optional?: boolean;
  options: readonly T[];
  labels: Record<T, string>;
}

/** One of a few values of the marriage profile, as chips under their label; tapping the chosen one clears it. */
export function ChoiceField<T extends string>({
  control,
  name,
  label,
  optional,
  options,
  labels,
}: ChoiceFieldProps<T>) {
  return (
    <ControlledField control={control} name={name} label={label} optional={optional} group>
      {(input, { ref }) => <SingleChoiceChips {...input} ref={ref} options={options} labels={labels} />}
    </ControlledField>
  );
}
