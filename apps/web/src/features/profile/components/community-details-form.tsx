import { useMemo, type ReactElement } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Award, BriefcaseBusiness, GraduationCap, HandHeart, Lightbulb } from 'lucide-react';
import { Controller, FormProvider, useForm, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { HELP_KEYWORD_MAX_LENGTH, HELP_KEYWORDS_MAX } from '@samaj/shared/constants';
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
import { HELP_KEYWORD_SUGGESTIONS } from '@samaj/shared/reference/help-keywords';
import { INDUSTRY_NAMES, subIndustriesOf } from '@samaj/shared/reference/industries';
import { OCCUPATIONS } from '@samaj/shared/reference/occupations';
import { SKILLS } from '@samaj/shared/reference/skills';
import { FormSection } from '@/components/form-section';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchableMultiSelect } from '@/components/ui/searchable-multi-select';
import { SearchableSelect, type SearchableSelectProps } from '@/components/ui/searchable-select';
import { TagInput } from '@/components/ui/tag-input';
import { toast } from '@/components/ui/toast';
import { serverMessage, showServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdateCommunityDetails } from '../api/update-community-details';
import {
  COMMUNITY_DETAILS_FIELDS,
  communityDetailsFormSchema,
  communityDetailsFormValues,
  keepSubIndustriesOf,
  type CommunityDetailsFormInput,
  type CommunityDetailsFormOutput,
} from '../utils/community-details-form';
import { SaveBar } from './save-bar';
import { scrollToFirstError } from './scroll-to-field';

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

/** The first message of a field or of any item of a list field. */
function firstError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  if (Array.isArray(error)) return error.map(firstError).find(Boolean);
  return undefined;
}

/** The picker gives text; the contract wants a number, or null for "Not given". */
const yearOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

function passingYears(): string[] {
  const latest = new Date().getFullYear() + PASSING_YEAR_AHEAD;
  return Array.from({ length: latest - PASSING_YEAR_MIN + 1 }, (_, index) => String(latest - index));
}

const PASSING_YEARS = passingYears();

export interface CommunityDetailsFormProps {
  details: CommunityDetails;
  onSaved?: () => void;
}

export function CommunityDetailsForm({ details, onSaved }: CommunityDetailsFormProps) {
  const save = useUpdateCommunityDetails();
  const form = useForm<CommunityDetailsFormInput, unknown, CommunityDetailsFormOutput>({
    resolver: zodResolver(communityDetailsFormSchema),
    defaultValues: communityDetailsFormValues(details),
    mode: 'onTouched',
  });
  const { register, control, formState, setValue, getValues } = form;
  const { errors } = formState;
  const watchedIndustries = useWatch({ control, name: 'industries' });
  const industries = useMemo(() => watchedIndustries ?? [], [watchedIndustries]);
  const subIndustryOptions = useMemo(() => subIndustriesOf(industries), [industries]);

  async function submit(values: CommunityDetailsFormOutput) {
    try {
      const { communityDetails } = await save.mutateAsync(values);
      form.reset(communityDetailsFormValues(communityDetails));
      toast({ title: 'Operation Succeed!', description: 'Your community details are saved.' });
      onSaved?.();
    } catch (error) {
      showServerFieldErrors(error, COMMUNITY_DETAILS_FIELDS, form.setError);
      toast({ title: 'Operation failed', description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Community details"
        onSubmit={form.handleSubmit(submit, scrollToFirstError)}
        className="flex flex-col gap-4"
      >
        <FormSection id="education" icon={GraduationCap} title="Education" description="Your highest qualification.">
          <PickOneField
            name="educationDegree"
            label="Degree"
            options={EDUCATION_DEGREES}
            placeholder="Choose your degree"
            searchPlaceholder="Search degrees"
            clearLabel="No degree"
          />
          <FormField
            id="specializedDegree"
            label="Specialisation"
            optional
            hint="The subject or branch, e.g. Computer Science."
            error={errors.specializedDegree?.message}
          >
            <Input
              {...fieldAria('specializedDegree', { error: errors.specializedDegree?.message, hint: true })}
              maxLength={SPECIALIZED_DEGREE_MAX_LENGTH}
              autoCapitalize="words"
              {...register('specializedDegree')}
            />
          </FormField>
          <FormField id="university" label="University or college" optional error={errors.university?.message}>
            <Input
              {...fieldAria('university', { error: errors.university?.message })}
              maxLength={UNIVERSITY_MAX_LENGTH}
              autoCapitalize="words"
              placeholder="e.g. Patna University"
              {...register('university')}
            />
          </FormField>
          <FormField id="passingYear" label="Year of passing" optional error={errors.passingYear?.message}>
            <NativeSelect
              {...fieldAria('passingYear', { error: errors.passingYear?.message })}
              {...register('passingYear', { setValueAs: yearOrNull })}
            >
              <option value="">Not given</option>
              {PASSING_YEARS.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </FormSection>

        <FormSection
          id="work"
          icon={BriefcaseBusiness}
          title="Work"
          description="Members looking for help filter by profession."
        >
          <PickOneField
            name="profession"
            label="Profession"
            options={OCCUPATIONS}
            placeholder="Choose your profession"
            searchPlaceholder="Search professions"
            clearLabel="No profession"
          />
          <FormField
            id="currentJobRole"
            label="Current job role"
            optional
            hint="In your own words, e.g. Senior teacher at DAV School."
            error={errors.currentJobRole?.message}
          >
            <Input
              {...fieldAria('currentJobRole', { error: errors.currentJobRole?.message, hint: true })}
              maxLength={CURRENT_JOB_ROLE_MAX_LENGTH}
              {...register('currentJobRole')}
            />
          </FormField>
          <ListField name="industries" label="Industries" hint={`Up to ${INDUSTRIES_MAX}.`}>
            {(control) => (
              <SearchableMultiSelect
                {...control}
                onChange={(next) => {
                  control.onChange(next);
                  const kept = keepSubIndustriesOf(next, getValues('subIndustries') ?? []);
                  setValue('subIndustries', kept, { shouldDirty: true });
                }}
                options={INDUSTRY_NAMES}
                max={INDUSTRIES_MAX}
                placeholder="Choose industries"
                searchPlaceholder="Search industries"
              />
            )}
          </ListField>
          <ListField name="subIndustries" label="Sub-industries">
            {(control) => (
              <SearchableMultiSelect
                {...control}
                options={subIndustryOptions}
                disabled={subIndustryOptions.length === 0}
                placeholder={
                  industries.length === 0
                    ? 'Choose an industry first'
                    : subIndustryOptions.length
                      ? 'Choose sub-industries'
                      : 'None for these industries'
                }
                searchPlaceholder="Search sub-industries"
              />
            )}
          </ListField>
        </FormSection>

        <FormSection id="skills-section" icon={Lightbulb} title="Skills">
          <ListField name="skills" label="Skills">
            {(control) => (
              <SearchableMultiSelect
                {...control}
                options={SKILLS}
                placeholder="Choose skills"
                searchPlaceholder="Search skills"
              />
            )}
          </ListField>
        </FormSection>

        <FormSection
          id="help"
          icon={HandHeart}
          title="Help"
          description="Members who need what you offer, or offer what you need, find you by these words."
        >
          <ListField name="canHelpOut" label="I can help with" hint="Pick a suggestion or type your own.">
            {(control) => <HelpKeywordsInput {...control} placeholder="e.g. Career guidance" />}
          </ListField>
          <ListField name="canSeekHelp" label="I am looking for help with">
            {(control) => <HelpKeywordsInput {...control} placeholder="e.g. Job referral" />}
          </ListField>
        </FormSection>

        <FormSection id="more" icon={Award} title="Achievements and hobbies">
          <ListField name="achievements" label="Achievements" hint="Type one and press Enter, e.g. Gold medal in B.Sc.">
            {(control) => (
              <TagInput
                {...control}
                max={ACHIEVEMENTS_MAX}
                maxLength={ACHIEVEMENT_MAX_LENGTH}
                placeholder="Add an achievement"
              />
            )}
          </ListField>
          <ListField name="hobbies" label="Hobbies">
            {(control) => (
              <TagInput
                {...control}
                suggestions={HOBBY_SUGGESTIONS}
                max={HOBBIES_MAX}
                maxLength={HOBBY_MAX_LENGTH}
                placeholder="e.g. Reading"
              />
            )}
          </ListField>
        </FormSection>

        <SaveBar dirty={formState.isDirty} saving={save.isPending} />
      </form>
    </FormProvider>
  );
}

type ListName = 'industries' | 'subIndustries' | 'skills' | 'canHelpOut' | 'canSeekHelp' | 'achievements' | 'hobbies';

/** What a list field hands its control: the ids and aria of its label, hint and error, and the form's value. */
interface ListControl extends ReturnType<typeof fieldAria> {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
}

/** An optional list of this form: the label, hint and first error around a control bound to the field. */
function ListField({
  name,
  label,
  hint,
  children,
}: {
  name: ListName;
  label: string;
  hint?: string;
  children: (control: ListControl) => ReactElement;
}) {
  const { control } = useFormContext<CommunityDetailsFormInput>();
  const error = firstError(useFormState({ control, name }).errors[name]);
  return (
    <FormField id={name} label={label} optional hint={hint} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) =>
          children({
            ...fieldAria(name, { error, hint: Boolean(hint) }),
            value: field.value ?? [],
            onChange: field.onChange,
            onBlur: field.onBlur,
          })
        }
      />
    </FormField>
  );
}

/** One value of a long list, or none (the clear label empties it). */
function PickOneField({
  name,
  label,
  ...select
}: { name: 'educationDegree' | 'profession'; label: string } & Pick<
  SearchableSelectProps,
  'options' | 'placeholder' | 'searchPlaceholder' | 'clearLabel'
>) {
  const { control } = useFormContext<CommunityDetailsFormInput>();
  const error = useFormState({ control, name }).errors[name]?.message;
  return (
    <FormField id={name} label={label} optional error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <SearchableSelect
            {...fieldAria(name, { error })}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            {...select}
          />
        )}
      />
    </FormField>
  );
}

/** Help keywords: the suggestions and limits shared by what a member offers and what they look for. */
function HelpKeywordsInput(props: ListControl & { placeholder: string }) {
  return (
    <TagInput
      {...props}
      suggestions={HELP_KEYWORD_SUGGESTIONS}
      max={HELP_KEYWORDS_MAX}
      maxLength={HELP_KEYWORD_MAX_LENGTH}
    />
  );
}
