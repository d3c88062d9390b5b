import { useLingui } from '@lingui/react/macro';
import {
  BODY_TYPE_LABELS,
  BODY_TYPES,
  DIET_LABELS,
  DIETS,
  HABIT_FREQUENCIES,
  HABIT_LABELS,
  MANGLIK_LABELS,
  MANGLIK_VALUES,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  RELIGIONS,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from '@samaj/shared/matrimonial';
import { HEIGHT_OPTIONS } from '@samaj/shared/reference/heights';
import { LANGUAGES } from '@samaj/shared/reference/languages';
import { ScrollText, UserRound } from 'lucide-react';
import { FormSection } from '@/components/form-section';
import { ControlledField, Field, numberOrNull, textOrNull } from '@/components/ui/form/field';
import { Select } from '@/components/ui/form/select';
import { Input } from '@/components/ui/input';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { useMatrimonialLabels } from '../utils/use-matrimonial-labels';
import { ChoiceField, type DetailsSectionProps } from './details-choice-field';
import { GotraFields, HoroscopeFields } from './details-gotra-horoscope-fields';
import { useEditingFor } from './editing-for';

/** Height, weight, marital status, mother tongue, diet and habits: what families look at first. */
export function BasicsSection({ control, sectionId }: DetailsSectionProps) {
  const { t } = useLingui();
  const labels = useMatrimonialLabels();
  const name = useEditingFor()?.ownerName;
  return (
    <FormSection
      id={`${sectionId}-basics`}
      icon={UserRound}
      title={t`Basic details`}
      description={t`What families look at first.`}
    >
      <Field control={control} name="height" label={t`Height`} setValueAs={numberOrNull}>
        {(input) => (
          <Select
            {...input}
            options={labels.selectOptions('heights', HEIGHT_OPTIONS)}
            placeholder={name === undefined ? t`Choose your height` : t`Choose ${name}'s height`}
          />
        )}
      </Field>
      <Field control={control} name="weight" label={t`Weight in kg`} optional setValueAs={numberOrNull}>
        {(input) => (
          <Input
            {...input}
            type="number"
            inputMode="numeric"
            min={WEIGHT_MIN_KG}
            max={WEIGHT_MAX_KG}
            placeholder={t`e.g. 58`}
          />
        )}
      </Field>
      <ChoiceField
        control={control}
        name="maritalStatus"
        label={t`Marital status`}
        options={MARITAL_STATUSES}
        labels={MARITAL_STATUS_LABELS}
        list="maritalStatuses"
      />
      <ControlledField control={control} name="motherTongue" label={t`Mother tongue`}>
        {({ onChange, ...input }) => (
          <SearchableSelect
            {...input}
            onChange={(value) => onChange(value || null)}
            options={LANGUAGES}
            optionLabel={labels.optionLabel('languages')}
            placeholder={t`Choose a language`}
            searchPlaceholder={t`Search languages`}
          />
        )}
      </ControlledField>
      <ChoiceField control={control} name="diet" label={t`Diet`} options={DIETS} labels={DIET_LABELS} list="diets" />
      <ChoiceField
        control={control}
        name="bodyType"
        label={t`Body type`}
        optional
        options={BODY_TYPES}
        labels={BODY_TYPE_LABELS}
        list="bodyTypes"
      />
      {(['smokingHabits', 'drinkingHabits'] as const).map((name) => (
        <ChoiceField
          key={name}
          control={control}
          name={name}
          label={name === 'smokingHabits' ? t`Smoking` : t`Drinking`}
          optional
          options={HABIT_FREQUENCIES}
          labels={HABIT_LABELS}
          list="habits"
        />
      ))}
    </FormSection>
  );
}

/** Religion, caste, gotra and the family's gotra rules, manglik status and horoscope, as families ask. */
export function ReligionSection({ control, sectionId }: DetailsSectionProps) {
  const { t } = useLingui();
  const labels = useMatrimonialLabels();
  const name = useEditingFor()?.ownerName;
  return (
    <FormSection
      id={`${sectionId}-religion`}
      icon={ScrollText}
      title={t`Religion and horoscope`}
      description={t`Gotra, manglik status and horoscope, as families ask.`}
    >
      <Field control={control} name="religion" label={t`Religion`} setValueAs={textOrNull}>
        {(input) => (
          <Select
            {...input}
            options={labels.selectOptions('religions', RELIGIONS)}
            placeholder={name === undefined ? t`Choose your religion` : t`Choose ${name}'s religion`}
          />
        )}
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field control={control} name="caste" label={t`Caste`} optional>
          {(input) => <Input {...input} maxCharacters={60} />}
        </Field>
        <Field control={control} name="subCaste" label={t`Sub-caste`} optional>
          {(input) => <Input {...input} maxCharacters={60} />}
        </Field>
      </div>
      <GotraFields control={control} />
      <ChoiceField
        control={control}
        name="manglik"
        label={t`Manglik`}
        optional
        options={MANGLIK_VALUES}
        labels={MANGLIK_LABELS}
        list="manglik"
      />
      <HoroscopeFields control={control} />
    </FormSection>
  );
}
