import { useId, useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { citiesOfStates, FAMILY_TYPE_LABELS, FAMILY_TYPES, type FamilyType } from '@samaj/shared/matrimonial';
import {
  CRITERIA,
  type Criteria as SharedCriteria,
  type CriterionEntry,
  EMPTY_CRITERIA as EMPTY_SHARED_CRITERIA,
  isRangeCriterion,
  isSet,
  type MatchCriterion,
  PARTNER_AGE_MAX,
  PARTNER_AGE_MIN,
  type Range,
  type RangeCriterion,
} from '@samaj/shared/matrimonial-criteria';
import { isCityOf } from '@samaj/shared/location';
import { HEIGHT_OPTIONS } from '@samaj/shared/reference/heights';
import { RASHI_LABELS, RASHIS, type Rashi } from '@samaj/shared/reference/horoscope';
import { MultiChoiceChips, type MultiChoiceChipsProps } from '@/components/ui/form/chips';
import { FormField, numberOrNull } from '@/components/ui/form/field';
import { Select } from '@/components/ui/form/select';
import { SearchableMultiSelect, type SearchableMultiSelectProps } from '@/components/ui/searchable-multi-select';
import { CRITERION_LISTS, useMatrimonialLabels } from '../utils/use-matrimonial-labels';

/** What the fields edit: the criteria of packages/shared, and the family type and rashi the search also filters on. */
export type Criteria = SharedCriteria & { familyType: FamilyType[]; rashi: Rashi[] };

export const EMPTY_CRITERIA: Criteria = { ...EMPTY_SHARED_CRITERIA, familyType: [], rashi: [] };

interface Option {
  value: number;
  label: string;
}

const AGES = Array.from({ length: PARTNER_AGE_MAX - PARTNER_AGE_MIN + 1 }, (_, index) => PARTNER_AGE_MIN + index);

interface FieldText {
  label?: MessageDescriptor;
  placeholder?: MessageDescriptor;
  searchPlaceholder?: MessageDescriptor;
  range?: { minLabel: MessageDescriptor; maxLabel: MessageDescriptor; options: 'ages' | 'heights' };
}

/** What members read on each criterion's field, in the order the fields (and the search's chips) show. */
const FIELDS = {
  AGE: { range: { minLabel: msg`Youngest age`, maxLabel: msg`Oldest age`, options: 'ages' } },
  HEIGHT: { range: { minLabel: msg`Shortest height`, maxLabel: msg`Tallest height`, options: 'heights' } },
  MARITAL_STATUS: {},
  STATE: { label: msg`States`, placeholder: msg`Any state`, searchPlaceholder: msg`Search states` },
  CITY: { label: msg`Cities`, placeholder: msg`Any city`, searchPlaceholder: msg`Search cities` },
  EDUCATION: { placeholder: msg`Any education`, searchPlaceholder: msg`Search degrees` },
  OCCUPATION: { placeholder: msg`Any profession`, searchPlaceholder: msg`Search professions` },
  MOTHER_TONGUE: { placeholder: msg`Any mother tongue`, searchPlaceholder: msg`Search languages` },
  DIET: {},
  MANGLIK: {},
} satisfies Record<MatchCriterion, FieldText>;

/** The criteria in the order their fields show. */
export const CRITERIA_IN_FIELD_ORDER: CriterionEntry[] = (Object.keys(FIELDS) as MatchCriterion[]).map((criterion) =>
  CRITERIA.find((entry) => entry.criterion === criterion)!,
);

export interface CriteriaFieldsProps {
  value: Criteria;
  onChange: (value: Criteria) => void;
  /** The search has family type and rashi filters; preferences do not. */
  withSearchFilters?: boolean;
}

/** Age and height ranges, then lists to pick from; a minimum above its maximum moves the maximum up. */
export function CriteriaFields({ value, onChange, withSearchFilters }: CriteriaFieldsProps) {
  const { t, i18n } = useLingui();
  const labels = useMatrimonialLabels();
  const id = useId();
  const ageOptions = useMemo(() => AGES.map((age) => ({ value: age, label: i18n._(msg`${age} years`) })), [i18n]);
  const heightOptions = HEIGHT_OPTIONS.map(({ value }) => ({ value, label: labels.height(value) }));
  const text = (descriptor: MessageDescriptor | undefined) => (descriptor ? i18n._(descriptor) : undefined);

  function setRange(entry: RangeCriterion, bound: 'min' | 'max', next: number | null) {
    const range: Range = { ...value[entry.preference], [bound]: next };
    if (range.min !== null && range.max !== null && range.min > range.max) {
      if (bound === 'min') range.max = range.min;
      else range.min = range.max;
    }
    onChange({ ...value, [entry.preference]: range });
  }

  /** A list's next values; choosing states keeps only the cities one of them has. */
  function setList(entry: Exclude<CriterionEntry, RangeCriterion>, next: string[]) {
    if (entry.preference !== 'states') return onChange({ ...value, [entry.preference]: next });
    const cities =
      next.length === 0 ? value.cities : value.cities.filter((city) => next.some((state) => isCityOf(state, city)));
    onChange({ ...value, states: next, cities });
  }

  const field = (entry: CriterionEntry) => {
    const { criterion } = entry;
    const fieldText: FieldText = FIELDS[criterion];
    const fieldId = `${id}-${entry.preference}`;
    if (isRangeCriterion(entry)) {
      const { range } = FIELDS[entry.criterion];
      return (
        <RangeField
          key={criterion}
          legend={labels.criterion(criterion)}
          minLabel={i18n._(range.minLabel)}
          maxLabel={i18n._(range.maxLabel)}
          options={range.options === 'ages' ? ageOptions : heightOptions}
          value={value[entry.preference]}
          onChange={(bound, next) => setRange(entry, bound, next)}
        />
      );
    }
    const list = { id: fieldId, value: value[entry.preference], onChange: (next: string[]) => setList(entry, next) };
    const reference = CRITERION_LISTS[entry.criterion];
    if (entry.kind === 'choice') {
      return (
        <ChoiceField
          key={criterion}
          label={labels.criterion(criterion)}
          options={entry.options}
          labels={labels.labels(reference, entry.labels)}
          {...list}
        />
      );
    }
    const cities = entry.preference === 'cities';
    return (
      <PickerField
        key={criterion}
        label={text(fieldText.label) ?? labels.criterion(criterion)}
        options={cities ? citiesOfStates(value.states) : entry.options}
        optionLabel={labels.optionLabel(reference)}
        placeholder={
          cities && value.states.length > 0 ? t`Any city of these states` : (text(fieldText.placeholder) ?? '')
        }
        searchPlaceholder={text(fieldText.searchPlaceholder) ?? ''}
        {...list}
      />
    );
  };

  return (
    <div className="flex flex-col gap-6">
      {CRITERIA_IN_FIELD_ORDER.map(field)}
      {withSearchFilters ? (
        <>
          <ChoiceField
            label={t`Family type`}
            options={FAMILY_TYPES}
            labels={labels.labels('familyTypes', FAMILY_TYPE_LABELS)}
            id={`${id}-familyType`}
            value={value.familyType}
            onChange={(familyType) => onChange({ ...value, familyType })}
          />
          <ChoiceField
            label={t`Rashi`}
            options={RASHIS}
            labels={labels.labels('rashis', RASHI_LABELS)}
            id={`${id}-rashi`}
            value={value.rashi}
            onChange={(rashi) => onChange({ ...value, rashi })}
          />
        </>
      ) : null}
    </div>
  );
}

/** A "from … to …" pair of selects under a legend; "Any" leaves a bound open. */
function RangeField({
  legend,
  minLabel,
  maxLabel,
  options,
  value,
  onChange,
}: {
  legend: string;
  minLabel: string;
  maxLabel: string;
  options: readonly Option[];
  value: Range;
  onChange: (bound: 'min' | 'max', next: number | null) => void;
}) {
  const { t } = useLingui();
  const select = (bound: 'min' | 'max', label: string) => (
    <Select
      aria-label={label}
      placeholder={t({ message: 'Any', comment: 'An open bound of a range' })}
      options={options}
      value={value[bound] ?? ''}
      onChange={(event) => onChange(bound, numberOrNull(event.target.value))}
    />
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        {select('min', minLabel)}
        <span className="text-sm text-muted-foreground">
          <Trans context="Between the two bounds of a range: 25 to 35">to</Trans>
        </span>
        {select('max', maxLabel)}
      </div>
    </fieldset>
  );
}

/** A few values as chips, named by the visible label above them. */
function ChoiceField<T extends string>({
  id,
  label,
  ...chips
}: Pick<MultiChoiceChipsProps<T>, 'options' | 'labels' | 'value' | 'onChange'> & { id: string; label: string }) {
  return (
    <FormField id={id} label={label} group>
      <MultiChoiceChips {...chips} id={id} aria-labelledby={`${id}-label`} />
    </FormField>
  );
}

/** A long list with a search, under its label. */
function PickerField({ label, ...select }: { label: string } & SearchableMultiSelectProps) {
  return (
    <FormField id={select.id} label={label}>
      <SearchableMultiSelect {...select} />
    </FormField>
  );
}

/** How many of the criteria are set (a range counts once), the family type and rashi included. */
export function criteriaCount(criteria: Criteria): number {
  return (
    CRITERIA.filter((entry) => isSet(entry, criteria)).length +
    (criteria.familyType.length > 0 ? 1 : 0) +
    (criteria.rashi.length > 0 ? 1 : 0)
  );
}
