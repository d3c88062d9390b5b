import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FAMILY_INCOMES,
  FAMILY_TYPE_LABELS,
  FAMILY_TYPES,
  PARENT_OCCUPATIONS,
  PROFILE_CREATOR_LABELS,
  PROFILE_CREATORS,
  SIBLING_RELATION_LABELS,
  SIBLING_RELATIONS,
  SIBLINGS_MAX,
} from '@samaj/shared/matrimonial';
import { House, Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { FormSection } from '@/components/form-section';
import { Button } from '@/components/ui/button';
import { SingleChoiceChips } from '@/components/ui/form/chips';
import { ControlledField, Field, textOrNull } from '@/components/ui/form/field';
import { Select } from '@/components/ui/form/select';
import { Input } from '@/components/ui/input';
import { SearchableSelect } from '@/components/ui/searchable-select';
import type { DetailsFormValues } from '../utils/details-form';
import { useMatrimonialLabels } from '../utils/use-matrimonial-labels';
import { ChoiceField, type DetailsSectionProps } from './details-choice-field';
import { useEditingFor } from './editing-for';

const PARENTS = [
  { name: 'fatherOccupation', label: msg`Father's occupation` },
  { name: 'motherOccupation', label: msg`Mother's occupation` },
] as const;
const RELATION_OPTIONS = SIBLING_RELATIONS.map((relation) => ({
  value: relation,
  label: SIBLING_RELATION_LABELS[relation],
}));
const SIBLING_MARRIED = ['MARRIED', 'UNMARRIED'] as const;

/** Family type, parents, brothers and sisters, income and home, and who made the profile. */
export function FamilySection({ control, sectionId }: DetailsSectionProps) {
  const { t, i18n } = useLingui();
  const labels = useMatrimonialLabels();
  const name = useEditingFor()?.ownerName;
  return (
    <FormSection
      id={`${sectionId}-family`}
      icon={House}
      title={t`Family`}
      description={t`Parents, brothers and sisters, and home.`}
    >
      <ChoiceField
        control={control}
        name="familyType"
        label={t`Family type`}
        options={FAMILY_TYPES}
        labels={FAMILY_TYPE_LABELS}
        list="familyTypes"
      />
      {PARENTS.map(({ name, label }) => (
        <ControlledField key={name} control={control} name={name} label={i18n._(label)} optional>
          {({ onChange, ...input }) => (
            <SearchableSelect
              {...input}
              onChange={(value) => onChange(value || null)}
              options={PARENT_OCCUPATIONS}
              optionLabel={labels.optionLabel('occupations')}
              placeholder={t`Choose an occupation`}
              searchPlaceholder={t`Search occupations`}
              clearLabel={t`Not given`}
            />
          )}
        </ControlledField>
      ))}
      <SiblingsFields control={control} />
      <Field control={control} name="familyIncome" label={t`Family income (yearly)`} optional setValueAs={textOrNull}>
        {(input) => (
          <Select
            {...input}
            options={labels.selectOptions('familyIncomes', FAMILY_INCOMES)}
            placeholder={t`Not given`}
          />
        )}
      </Field>
      <Field control={control} name="familyBasedOut" label={t`Family based in`} optional>
        {(input) => <Input {...input} maxCharacters={100} placeholder={t`e.g. Patna, Bihar`} />}
      </Field>
      <Field
        control={control}
        name="familyContactName"
        label={t`Family contact`}
        hint={
          name === undefined
            ? t`Shown with your phone number only to families whose interest you accepted.`
            : t`Shown with ${name}'s phone number only to families whose interest was accepted.`
        }
        optional
      >
        {(input) => (
          <Input {...input} maxCharacters={80} autoComplete="off" placeholder={t`e.g. Sunita Devi (mother)`} />
        )}
      </Field>
      <Field control={control} name="familyContactPhone" label={t`Family contact's phone number`} optional>
        {(input) => <Input {...input} type="tel" inputMode="tel" maxLength={24} autoComplete="off" />}
      </Field>
      <ChoiceField
        control={control}
        name="profileCreatedBy"
        label={t`Profile created by`}
        options={PROFILE_CREATORS}
        labels={PROFILE_CREATOR_LABELS}
        list="profileCreators"
      />
    </FormSection>
  );
}

/** Up to SIBLINGS_MAX brothers and sisters: relation, married or not, and optionally a name and an occupation. */
function SiblingsFields({ control }: { control: Control<DetailsFormValues> }) {
  const { t } = useLingui();
  const relationOptions = useMatrimonialLabels().selectOptions('siblingRelations', RELATION_OPTIONS);
  const siblings = useFieldArray({ control, name: 'siblings' });
  const marriedLabels = { MARRIED: t`Married`, UNMARRIED: t`Unmarried` };
  const { register } = control;
  return (
    <div className="flex flex-col gap-3" role="group" aria-labelledby="siblings-label">
      <p id="siblings-label" className="text-sm font-semibold">
        <Trans>
          Brothers and sisters <span className="font-normal text-muted-foreground">(optional)</span>
        </Trans>
      </p>
      {siblings.fields.map((sibling, index) => {
        const number = index + 1;
        const which = t`Sibling ${number}`;
        return (
          <div
            key={sibling.id}
            role="group"
            aria-label={which}
            className="flex flex-col gap-3 rounded-2xl border border-border p-3"
          >
            <div className="flex items-center gap-2">
              <Select
                aria-label={t`${which}: relation`}
                className="flex-1"
                options={relationOptions}
                {...register(`siblings.${index}.relation`)}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Remove sibling ${number}`}
                onClick={() => siblings.remove(index)}
                className="text-destructive"
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
            <Controller
              control={control}
              name={`siblings.${index}.maritalStatus`}
              render={({ field }) => (
                <SingleChoiceChips
                  aria-label={t`${which}: married?`}
                  options={SIBLING_MARRIED}
                  labels={marriedLabels}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <Input
                aria-label={t`${which}: name`}
                placeholder={t`Name (optional)`}
                maxCharacters={80}
                {...register(`siblings.${index}.name`)}
              />
              <Input
                aria-label={t`${which}: occupation`}
                placeholder={t`Occupation (optional)`}
                maxCharacters={100}
                {...register(`siblings.${index}.occupation`)}
              />
            </div>
          </div>
        );
      })}
      {siblings.fields.length < SIBLINGS_MAX ? (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => siblings.append({ relation: 'ELDER_BROTHER', name: '', maritalStatus: null, occupation: '' })}
        >
          <Plus aria-hidden />
          <Trans>Add a brother or sister</Trans>
        </Button>
      ) : null}
    </div>
  );
}
