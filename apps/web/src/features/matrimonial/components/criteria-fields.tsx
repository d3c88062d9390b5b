import { useId } from 'react';
import {
  citiesOfStates,
  DIET_LABELS,
  DIETS,
  FAMILY_TYPE_LABELS,
  FAMILY_TYPES,
  MANGLIK_LABELS,
  MANGLIK_VALUES,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  PARTNER_AGE_MAX,
  PARTNER_AGE_MIN,
  type Diet,
  type FamilyType,
  type Manglik,
  type MaritalStatus,
} from '@samaj/shared/matrimonial';
import { STATES, isCityOf } from '@samaj/shared/location';
import { EDUCATION_DEGREES } from '@samaj/shared/reference/education';
import { HEIGHT_OPTIONS } from '@samaj/shared/reference/heights';
import { LANGUAGES } from '@samaj/shared/reference/languages';
import { OCCUPATIONS } from '@samaj/shared/reference/occupations';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchableMultiSelect, type SearchableMultiSelectProps } from '@/components/ui/searchable-multi-select';
import { type ChoiceChipsProps, MultiChoiceChips } from './choice-chips';

/** What a member looks for: the fields shared by partner preferences and the search filters. */
export interface Criteria {
  ageMin: number | null;
  ageMax: number | null;
  heightMin: number | null;
  heightMax: number | null;
  maritalStatus: MaritalStatus[];
  educationDegrees: string[];
  occupations: string[];
  states: string[];
  cities: string[];
  motherTongues: string[];
  diet: Diet[];
  manglik: Manglik[];
  familyType: FamilyType[];
}

export const EMPTY_CRITERIA: Criteria = {
  ageMin: null,
  ageMax: null,
  heightMin: null,
  heightMax: null,
  maritalStatus: [],
  educationDegrees: [],
  occupations: [],
  states: [],
  cities: [],
  motherTongues: [],
  diet: [],
  manglik: [],
  familyType: [],
};

const AGE_OPTIONS = Array.from({ length: PARTNER_AGE_MAX - PARTNER_AGE_MIN + 1 }, (_, index) => {
  const age = PARTNER_AGE_MIN + index;
  return { value: age, label: `${age} years` };
});
const numberOrNull = (value: string) => (value === '' ? null : Number(value));

type ChoiceKey = 'maritalStatus' | 'diet' | 'manglik' | 'familyType';
type PickerKey = 'educationDegrees' | 'occupations' | 'motherTongues';

/** Lists of a few values, as chips. */
const CHOICES: Record<ChoiceKey, { label: string; options: readonly string[]; labels: Record<string, string> }> = {
  maritalStatus: {
    label: 'Marital status',
    options: MARITAL_STATUSES,
    labels: MARITAL_STATUS_LABELS,
  },
  diet: { label: 'Diet', options: DIETS, labels: DIET_LABELS },
  manglik: { label: 'Manglik', options: MANGLIK_VALUES, labels: MANGLIK_LABELS },
  familyType: { label: 'Family type', options: FAMILY_TYPES, labels: FAMILY_TYPE_LABELS },
};

/** Long reference lists, picked with a search. */
const PICKERS: Record<
  PickerKey,
  { label: string; options: readonly string[]; placeholder: string; searchPlaceholder: string }
> = {
  educationDegrees: {
    label: 'Education',
    options: EDUCATION_DEGREES,
    placeholder: 'Any education',
    searchPlaceholder: 'Search degrees',
  },
  occupations: {
    label: 'Profession',
    options: OCCUPATIONS,
    placeholder: 'Any profession',
    searchPlaceholder: 'Search professions',
  },
  motherTongues: {
    label: 'Mother tongue',
    options: LANGUAGES,
    placeholder: 'Any mother tongue',
    searchPlaceholder: 'Search languages',
  },
};

export interface CriteriaFieldsProps {
  value: Criteria;
  onChange: (value: Criteria) => void;
  /** The search has a family type filter; preferences do not. */
  withFamilyType?: boolean;
  errors?: Partial<Record<keyof Criteria, string | undefined>>;
}

/** Age and height ranges, then lists to pick from; a minimum above its maximum moves the maximum up. */
export function CriteriaFields({ value, onChange, withFamilyType, errors = {} }: CriteriaFieldsProps) {
  const id = useId();
  const cities = citiesOfStates(value.states);

  function setRange(kind: 'age' | 'height', bound: 'Min' | 'Max', next: number | null) {
    const minKey = `${kind}Min` as const;
    const maxKey = `${kind}Max` as const;
    const updated = { ...value, [`${kind}${bound}`]: next };
    const min = updated[minKey];
    const max = updated[maxKey];
    if (min !== null && max !== null && min > max) {
      if (bound === 'Min') updated[maxKey] = min;
      else updated[minKey] = max;
    }
    onChange(updated);
  }

  const range = (
    kind: 'age' | 'height',
    legend: string,
    [minLabel, maxLabel]: [string, string],
    options: readonly Option[],
  ) => (
    <RangeField
      legend={legend}
      minLabel={minLabel}
      maxLabel={maxLabel}
      options={options}
      min={value[`${kind}Min`]}
      max={value[`${kind}Max`]}
      onChange={(bound, next) => setRange(kind, bound, next)}
      error={errors[`${kind}Min`] ?? errors[`${kind}Max`]}
    />
  );

  /** A list field's id (the criteria key, under this form's id), value and setter. */
  const bind = (key: ChoiceKey | PickerKey | 'states' | 'cities') => ({
    id: `${id}-${key}`,
    value: value[key],
    onChange: (next: string[]) => onChange({ ...value, [key]: next }),
  });

  return (
    <div className="flex flex-col gap-6">
      {range('age', 'Age', ['Youngest age', 'Oldest age'], AGE_OPTIONS)}
      {range('height', 'Height', ['Shortest height', 'Tallest height'], HEIGHT_OPTIONS)}
      <ChoiceField {...CHOICES.maritalStatus} {...bind('maritalStatus')} />
      <PickerField
        label="States"
        {...bind('states')}
        options={STATES}
        onChange={(states) =>
          onChange({
            ...value,
            states,
            // A city stays while one of the chosen states has it.
            cities:
              states.length === 0
                ? value.cities
                : value.cities.filter((city) => states.some((state) => isCityOf(state, city))),
          })
        }
        placeholder="Any state"
        searchPlaceholder="Search states"
      />
      <PickerField
        label="Cities"
        {...bind('cities')}
        options={cities}
        placeholder={value.states.length ? 'Any city of these states' : 'Any city'}
        searchPlaceholder="Search cities"
      />
      <PickerField {...PICKERS.educationDegrees} {...bind('educationDegrees')} />
      <PickerField {...PICKERS.occupations} {...bind('occupations')} />
      <PickerField {...PICKERS.motherTongues} {...bind('motherTongues')} />
      <ChoiceField {...CHOICES.diet} {...bind('diet')} />
      <ChoiceField {...CHOICES.manglik} {...bind('manglik')} />
      {withFamilyType ? <ChoiceField {...CHOICES.familyType} {...bind('familyType')} /> : null}
    </div>
  );
}

interface Option {
  value: number;
  label: string;
}

/** A "from … to …" pair of selects under a legend; "Any" leaves a bound open. */
function RangeField({
  legend,
  minLabel,
  maxLabel,
  options,
  min,
  max,
  onChange,
  error,
}: {
  legend: string;
  minLabel: string;
  maxLabel: string;
  options: readonly Option[];
  min: number | null;
  max: number | null;
  onChange: (bound: 'Min' | 'Max', next: number | null) => void;
  error: string | undefined;
}) {
  const select = (bound: 'Min' | 'Max', label: string, current: number | null) => (
    <NativeSelect
      aria-label={label}
      value={current ?? ''}
      onChange={(event) => onChange(bound, numberOrNull(event.target.value))}
    >
      <option value="">Any</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        {select('Min', minLabel, min)}
        <span className="text-sm text-muted-foreground">to</span>
        {select('Max', maxLabel, max)}
      </div>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}

/** A few values as chips, named by the visible label above them. */
function ChoiceField({
  id,
  ...chips
}: ChoiceChipsProps<string> & { id: string; value: readonly string[]; onChange: (value: string[]) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <p id={id} className="text-sm font-semibold">
        {chips.label}
      </p>
      <MultiChoiceChips {...chips} labelledBy={id} />
    </div>
  );
}

/** A long list with a search, under its label. */
function PickerField({ label, ...select }: { label: string } & SearchableMultiSelectProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={select.id}>{label}</Label>
      <SearchableMultiSelect {...select} />
    </div>
  );
}

/** How many of the criteria are set (a range counts once). */
export function criteriaCount(criteria: Criteria): number {
  return (
    (criteria.ageMin !== null || criteria.ageMax !== null ? 1 : 0) +
    (criteria.heightMin !== null || criteria.heightMax !== null ? 1 : 0) +
    [
      criteria.maritalStatus,
      criteria.educationDegrees,
      criteria.occupations,
      criteria.states,
      criteria.cities,
      criteria.motherTongues,
      criteria.diet,
      criteria.manglik,
      criteria.familyType,
    ].filter((list) => list.length > 0).length
  );
}
