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
import { SearchableMultiSelect } from '@/components/ui/searchable-multi-select';
import { MultiChoiceChips } from './choice-chips';

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

const AGES = Array.from({ length: PARTNER_AGE_MAX - PARTNER_AGE_MIN + 1 }, (_, index) => PARTNER_AGE_MIN + index);
const numberOrNull = (value: string) => (value === '' ? null : Number(value));

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
  const set = <K extends keyof Criteria>(key: K, next: Criteria[K]) => onChange({ ...value, [key]: next });
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

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">Age</legend>
        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
          <NativeSelect
            aria-label="Youngest age"
            value={value.ageMin ?? ''}
            onChange={(event) => setRange('age', 'Min', numberOrNull(event.target.value))}
          >
            <option value="">Any</option>
            {AGES.map((age) => (
              <option key={age} value={age}>
                {age} years
              </option>
            ))}
          </NativeSelect>
          <span className="text-sm text-muted-foreground">to</span>
          <NativeSelect
            aria-label="Oldest age"
            value={value.ageMax ?? ''}
            onChange={(event) => setRange('age', 'Max', numberOrNull(event.target.value))}
          >
            <option value="">Any</option>
            {AGES.map((age) => (
              <option key={age} value={age}>
                {age} years
              </option>
            ))}
          </NativeSelect>
        </div>
        {errors.ageMin || errors.ageMax ? (
          <p className="text-sm font-medium text-destructive">{errors.ageMin ?? errors.ageMax}</p>
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">Height</legend>
        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
          <NativeSelect
            aria-label="Shortest height"
            value={value.heightMin ?? ''}
            onChange={(event) => setRange('height', 'Min', numberOrNull(event.target.value))}
          >
            <option value="">Any</option>
            {HEIGHT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <span className="text-sm text-muted-foreground">to</span>
          <NativeSelect
            aria-label="Tallest height"
            value={value.heightMax ?? ''}
            onChange={(event) => setRange('height', 'Max', numberOrNull(event.target.value))}
          >
            <option value="">Any</option>
            {HEIGHT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </fieldset>

      <div className="flex flex-col gap-2">
        <p id={`${id}-marital`} className="text-sm font-semibold">
          Marital status
        </p>
        <MultiChoiceChips
          label="Marital status"
          labelledBy={`${id}-marital`}
          options={MARITAL_STATUSES}
          labels={MARITAL_STATUS_LABELS}
          value={value.maritalStatus}
          onChange={(next) => set('maritalStatus', next)}
        />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-states`}>States</Label>
        <SearchableMultiSelect
          id={`${id}-states`}
          value={value.states}
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
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-cities`}>Cities</Label>
        <SearchableMultiSelect
          id={`${id}-cities`}
          value={value.cities}
          options={cities}
          onChange={(next) => set('cities', next)}
          placeholder={value.states.length ? 'Any city of these states' : 'Any city'}
          searchPlaceholder="Search cities"
        />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-education`}>Education</Label>
        <SearchableMultiSelect
          id={`${id}-education`}
          value={value.educationDegrees}
          options={EDUCATION_DEGREES}
          onChange={(next) => set('educationDegrees', next)}
          placeholder="Any education"
          searchPlaceholder="Search degrees"
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-occupations`}>Profession</Label>
        <SearchableMultiSelect
          id={`${id}-occupations`}
          value={value.occupations}
          options={OCCUPATIONS}
          onChange={(next) => set('occupations', next)}
          placeholder="Any profession"
          searchPlaceholder="Search professions"
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-tongues`}>Mother tongue</Label>
        <SearchableMultiSelect
          id={`${id}-tongues`}
          value={value.motherTongues}
          options={LANGUAGES}
          onChange={(next) => set('motherTongues', next)}
          placeholder="Any mother tongue"
          searchPlaceholder="Search languages"
        />
      </div>

      <div className="flex flex-col gap-2">
        <p id={`${id}-diet`} className="text-sm font-semibold">
          Diet
        </p>
        <MultiChoiceChips
          label="Diet"
          labelledBy={`${id}-diet`}
          options={DIETS}
          labels={DIET_LABELS}
          value={value.diet}
          onChange={(next) => set('diet', next)}
        />
      </div>
      <div className="flex flex-col gap-2">
        <p id={`${id}-manglik`} className="text-sm font-semibold">
          Manglik
        </p>
        <MultiChoiceChips
          label="Manglik"
          labelledBy={`${id}-manglik`}
          options={MANGLIK_VALUES}
          labels={MANGLIK_LABELS}
          value={value.manglik}
          onChange={(next) => set('manglik', next)}
        />
      </div>
      {withFamilyType ? (
        <div className="flex flex-col gap-2">
          <p id={`${id}-family`} className="text-sm font-semibold">
            Family type
          </p>
          <MultiChoiceChips
            label="Family type"
            labelledBy={`${id}-family`}
            options={FAMILY_TYPES}
            labels={FAMILY_TYPE_LABELS}
            value={value.familyType}
            onChange={(next) => set('familyType', next)}
          />
        </div>
      ) : null}
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
