import { useLingui } from '@lingui/react/macro';
import { useMemo, type ReactElement } from 'react';
import { Award, BriefcaseBusiness, GraduationCap, HandHeart, Lightbulb } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ACHIEVEMENT_MAX_LENGTH,
  ACHIEVEMENTS_MAX,
  CURRENT_JOB_ROLE_MAX_LENGTH,
  HOBBIES_MAX,
  HOBBY_MAX_LENGTH,
  INDUSTRIES_MAX,
  PASSING_YEAR_AHEAD,
  PASSING_YEAR_MIN,
  SPECIALIZED_DEGREE_MAX_LENGTH,
  UNIVERSITY_MAX_LENGTH,
  type CommunityDetails,
} from '@samaj/shared/profile';
import { EDUCATION_DEGREES } from '@samaj/shared/reference/education';
import { INDUSTRY_NAMES, subIndustriesOf } from '@samaj/shared/reference/industries';
import { OCCUPATIONS } from '@samaj/shared/reference/occupations';
import { SKILLS } from '@samaj/shared/reference/skills';
import { FormSection } from '@/components/form-section';
import { HelpKeywordsInput } from '@/components/help-keywords-input';
import { ControlledField, Field, numberOrNull, type FieldAria } from '@/components/ui/form/field';
import { Select } from '@/components/ui/form/select';
import { Input } from '@/components/ui/input';
import { SearchableMultiSelect } from '@/components/ui/searchable-multi-select';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { TagInput } from '@/components/ui/tag-input';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import { useUpdateCommunityDetails } from '../api/update-community-details';
import {
  communityDetailsSection,
  keepSubIndustriesOf,
  type CommunityDetailsFormInput,
} from '../utils/community-details-form';
import { useDetailsForm } from '../utils/use-details-form';
import { DetailsFormFrame, type DetailsFormProps } from './details-form';

needReferenceLabels();

const HOBBY_SUGGESTIONS = [
  'Reading',
  'Music',
  'Singing',
  'Cooking',
  'Travelling',
  'Cricket',
  'Football',
  'Yoga',
  'Gardening',
  'Photography',
  'Painting',
  'Dancing',
  'Chess',
  'Writing',
  'Social work',
];

function passingYears(): string[] {
  const latest = new Date().getFullYear() + PASSING_YEAR_AHEAD;
  return Array.from({ length: latest - PASSING_YEAR_MIN + 1 }, (_, index) => String(latest - index));
}

const PASSING_YEARS = passingYears();

export type CommunityDetailsFormProps = DetailsFormProps<CommunityDetails>;

export function CommunityDetailsForm({ details, onSaved }: CommunityDetailsFormProps) {
  const { t } = useLingui();
  const { optionLabel } = useReferenceLabels();
  const { form, onSubmit, saving } = useDetailsForm(communityDetailsSection, {
    details,
    save: useUpdateCommunityDetails(),
    savedMessage: t`Your community details are saved.`,
    onSaved,
  });
  const { control, setValue, getValues } = form;
  const watchedIndustries = useWatch({ control, name: 'industries' });
  const industries = useMemo(() => watchedIndustries ?? [], [watchedIndustries]);
  const subIndustryOptions = useMemo(() => subIndustriesOf(industries), [industries]);

  return (
    <DetailsFormFrame form={form} onSubmit={onSubmit} saving={saving} label={t`Community details`}>
      <FormSection
        id="education"
        icon={GraduationCap}
        title={t`Education`}
        description={t`Your highest qualification.`}
      >
        <ChoiceField
          name="educationDegree"
          label={t`Degree`}
          options={EDUCATION_DEGREES}
          list="degrees"
          placeholder={t`Choose your degree`}
          searchPlaceholder={t`Search degrees`}
          clearLabel={t`No degree`}
        />
        <Field
          control={control}
          name="specializedDegree"
          label={t`Specialisation`}
          optional
          hint={t`The subject or branch, e.g. Computer Science.`}
        >
          {(input) => <Input {...input} maxCharacters={SPECIALIZED_DEGREE_MAX_LENGTH} autoCapitalize="words" />}
        </Field>
        <Field control={control} name="university" label={t`University or college`} optional>
          {(input) => (
            <Input
              {...input}
              maxCharacters={UNIVERSITY_MAX_LENGTH}
              autoCapitalize="words"
              placeholder={t`e.g. Patna University`}
            />
          )}
        </Field>
        <Field control={control} name="passingYear" label={t`Year of passing`} optional setValueAs={numberOrNull}>
          {(input) => <Select {...input} options={PASSING_YEARS} placeholder={t`Not given`} />}
        </Field>
      </FormSection>

      <FormSection
        id="work"
        icon={BriefcaseBusiness}
        title={t`Work`}
        description={t`Members looking for help filter by profession.`}
      >
        <ChoiceField
          name="profession"
          label={t`Profession`}
          options={OCCUPATIONS}
          list="occupations"
          placeholder={t`Choose your profession`}
          searchPlaceholder={t`Search professions`}
          clearLabel={t`No profession`}
        />
        <Field
          control={control}
          name="currentJobRole"
          label={t`Current job role`}
          optional
          hint={t`In your own words, e.g. Senior teacher at DAV School.`}
        >
          {(input) => <Input {...input} maxCharacters={CURRENT_JOB_ROLE_MAX_LENGTH} />}
        </Field>
        <ListField name="industries" label={t`Industries`} hint={t`Up to ${INDUSTRIES_MAX}.`}>
          {(input) => (
            <SearchableMultiSelect
              {...input}
              onChange={(next) => {
                input.onChange(next);
                const kept = keepSubIndustriesOf(next, getValues('subIndustries') ?? []);
                setValue('subIndustries', kept, { shouldDirty: true });
              }}
              options={INDUSTRY_NAMES}
              optionLabel={optionLabel('industries')}
              max={INDUSTRIES_MAX}
              placeholder={t`Choose industries`}
              searchPlaceholder={t`Search industries`}
            />
          )}
        </ListField>
        <ListField name="subIndustries" label={t`Sub-industries`}>
          {(input) => (
            <SearchableMultiSelect
              {...input}
              options={subIndustryOptions}
              optionLabel={optionLabel('subIndustries')}
              disabled={subIndustryOptions.length === 0}
              placeholder={
                industries.length === 0
                  ? t`Choose an industry first`
                  : subIndustryOptions.length
                    ? t`Choose sub-industries`
                    : t`None for these industries`
              }
              searchPlaceholder={t`Search sub-industries`}
            />
          )}
        </ListField>
      </FormSection>

      <FormSection id="skills-section" icon={Lightbulb} title={t`Skills`}>
        <ListField name="skills" label={t`Skills`}>
          {(input) => (
            <SearchableMultiSelect
              {...input}
              options={SKILLS}
              optionLabel={optionLabel('skills')}
              placeholder={t`Choose skills`}
              searchPlaceholder={t`Search skills`}
            />
          )}
        </ListField>
      </FormSection>

      <FormSection
        id="help"
        icon={HandHeart}
        title={t`Help`}
        description={t`Members who need what you offer, or offer what you need, find you by these words.`}
      >
        <ListField name="canHelpOut" label={t`I can help with`} hint={t`Pick a suggestion or type your own.`}>
          {(input) => <HelpKeywordsInput {...input} placeholder={t`e.g. Career guidance`} />}
        </ListField>
        <ListField name="canSeekHelp" label={t`I am looking for help with`}>
          {(input) => <HelpKeywordsInput {...input} placeholder={t`e.g. Job referral`} />}
        </ListField>
      </FormSection>

      <FormSection id="more" icon={Award} title={t`Achievements and hobbies`}>
        <ListField
          name="achievements"
          label={t`Achievements`}
          hint={t`Type one and press Enter, e.g. Gold medal in B.Sc.`}
        >
          {(input) => (
            <TagInput
              {...input}
              max={ACHIEVEMENTS_MAX}
              maxCharacters={ACHIEVEMENT_MAX_LENGTH}
              placeholder={t`Add an achievement`}
            />
          )}
        </ListField>
        <ListField name="hobbies" label={t`Hobbies`}>
          {(input) => (
            <TagInput
              {...input}
              suggestions={HOBBY_SUGGESTIONS}
              max={HOBBIES_MAX}
              maxCharacters={HOBBY_MAX_LENGTH}
              placeholder={t`e.g. Reading`}
            />
          )}
        </ListField>
      </FormSection>
    </DetailsFormFrame>
  );
}

type ListName = 'industries' | 'subIndustries' | 'skills' | 'canHelpOut' | 'canSeekHelp' | 'achievements' | 'hobbies';

/** What a list field hands its control: its id and aria, and the list (empty when not given). */
interface ListInput extends FieldAria {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
}

/** An optional list of this form, bound to its field. */
function ListField({
  name,
  label,
  hint,
  children,
}: {
  name: ListName;
  label: string;
  hint?: string;
  children: (input: ListInput) => ReactElement;
}) {
  const { control } = useFormContext<CommunityDetailsFormInput>();
  return (
    <ControlledField control={control} name={name} label={label} hint={hint} optional>
      {(input) => children({ ...input, value: input.value ?? [] })}
    </ControlledField>
  );
}

/** An optional choice from a long list (a degree, a profession), searchable, bound to its field. */
function ChoiceField({
  name,
  label,
  options,
  list,
  placeholder,
  searchPlaceholder,
  clearLabel,
}: {
  name: 'educationDegree' | 'profession';
  label: string;
  options: readonly string[];
  /** The reference list whose Hindi labels the options show. */
  list: 'degrees' | 'occupations';
  placeholder: string;
  searchPlaceholder: string;
  clearLabel: string;
}) {
  const { control } = useFormContext<CommunityDetailsFormInput>();
  const { optionLabel } = useReferenceLabels();
  return (
    <ControlledField control={control} name={name} label={label} optional>
      {(input) => (
        <SearchableSelect
          {...input}
          options={options}
          optionLabel={optionLabel(list)}
          placeholder={placeholder}
          searchPlaceholder={searchPlaceholder}
          clearLabel={clearLabel}
        />
      )}
    </ControlledField>
  );
}
