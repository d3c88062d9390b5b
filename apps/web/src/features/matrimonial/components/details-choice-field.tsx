import type { Control } from 'react-hook-form';
import type { HindiReferenceList } from '@samaj/shared/reference/hindi';
import { SingleChoiceChips } from '@/components/ui/form/chips';
import { ControlledField } from '@/components/ui/form/field';
import type { DetailsFormValues } from '../utils/details-form';
import { useMatrimonialLabels } from '../utils/use-matrimonial-labels';

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
  /** The English labels, and the reference list holding the Hindi ones. */
  labels: Record<T, string>;
  list: HindiReferenceList;
}

/** One of a few values of the marriage profile, as chips under their label; tapping the chosen one clears it. */
export function ChoiceField<T extends string>({
  control,
  name,
  label,
  optional,
  options,
  labels,
  list,
}: ChoiceFieldProps<T>) {
  const shown = useMatrimonialLabels().labels(list, labels);
  return (
    <ControlledField control={control} name={name} label={label} optional={optional} group>
      {(input, { ref }) => <SingleChoiceChips {...input} ref={ref} options={options} labels={shown} />}
    </ControlledField>
  );
}
