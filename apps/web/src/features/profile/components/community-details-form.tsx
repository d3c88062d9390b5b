import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Award, BriefcaseBusiness, GraduationCap, HandHeart, Lightbulb } from 'lucide-react';
import { Controller, FormProvider, useForm, useWatch, type FieldError as HookFieldError } from 'react-hook-form';
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
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchableMultiSelect } from '@/components/ui/searchable-multi-select';
import { SearchableSelect } from '@/components/ui/searchable-select';
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
import { FormSection } from './form-section';
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
  const listError = (name: keyof CommunityDetailsFormInput) => firstError(errors[name] as HookFieldError | undefined);

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
          <FormField id="educationDegree" label="Degree" optional error={errors.educationDegree?.message}>
            <Controller
              control={control}
              name="educationDegree"
              render={({ field }) => (
                <SearchableSelect
                  {...fieldAria('educationDegree', { error: errors.educationDegree?.message })}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  options={EDUCATION_DEGREES}
                  placeholder="Choose your degree"
                  searchPlaceholder="Search degrees"
                  clearLabel="No degree"
                />
              )}
            />
          </FormField>
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
          <FormField id="profession" label="Profession" optional error={errors.profession?.message}>
            <Controller
              control={control}
              name="profession"
              render={({ field }) => (
                <SearchableSelect
                  {...fieldAria('profession', { error: errors.profession?.message })}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  options={OCCUPATIONS}
                  placeholder="Choose your profession"
                  searchPlaceholder="Search professions"
                  clearLabel="No profession"
                />
              )}
            />
          </FormField>
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
          <FormField
            id="industries"
            label="Industries"
            optional
            hint={`Up to ${INDUSTRIES_MAX}.`}
            error={listError('industries')}
          >
            <Controller
              control={control}
              name="industries"
              render={({ field }) => (
                <SearchableMultiSelect
                  {...fieldAria('industries', { error: listError('industries'), hint: true })}
                  value={field.value ?? []}
                  onChange={(next) => {
                    field.onChange(next);
                    const kept = keepSubIndustriesOf(next, getValues('subIndustries') ?? []);
                    setValue('subIndustries', kept, { shouldDirty: true });
                  }}
                  onBlur={field.onBlur}
                  options={INDUSTRY_NAMES}
                  max={INDUSTRIES_MAX}
                  placeholder="Choose industries"
                  searchPlaceholder="Search industries"
                />
              )}
            />
          </FormField>
          <FormField id="subIndustries" label="Sub-industries" optional error={listError('subIndustries')}>
            <Controller
              control={control}
              name="subIndustries"
              render={({ field }) => (
                <SearchableMultiSelect
                  {...fieldAria('subIndustries', { error: listError('subIndustries') })}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
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
            />
          </FormField>
        </FormSection>

        <FormSection id="skills-section" icon={Lightbulb} title="Skills">
          <FormField id="skills" label="Skills" optional error={listError('skills')}>
            <Controller
              control={control}
              name="skills"
              render={({ field }) => (
                <SearchableMultiSelect
                  {...fieldAria('skills', { error: listError('skills') })}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  options={SKILLS}
                  placeholder="Choose skills"
                  searchPlaceholder="Search skills"
                />
              )}
            />
          </FormField>
        </FormSection>

        <FormSection
          id="help"
          icon={HandHeart}
          title="Help"
          description="Members who need what you offer, or offer what you need, find you by these words."
        >
          <FormField
            id="canHelpOut"
            label="I can help with"
            optional
            hint="Pick a suggestion or type your own."
            error={listError('canHelpOut')}
          >
            <Controller
              control={control}
              name="canHelpOut"
              render={({ field }) => (
                <TagInput
                  {...fieldAria('canHelpOut', { error: listError('canHelpOut'), hint: true })}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  suggestions={HELP_KEYWORD_SUGGESTIONS}
                  max={HELP_KEYWORDS_MAX}
                  maxLength={HELP_KEYWORD_MAX_LENGTH}
                  placeholder="e.g. Career guidance"
                />
              )}
            />
          </FormField>
          <FormField id="canSeekHelp" label="I am looking for help with" optional error={listError('canSeekHelp')}>
            <Controller
              control={control}
              name="canSeekHelp"
              render={({ field }) => (
                <TagInput
                  {...fieldAria('canSeekHelp', { error: listError('canSeekHelp') })}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  suggestions={HELP_KEYWORD_SUGGESTIONS}
                  max={HELP_KEYWORDS_MAX}
                  maxLength={HELP_KEYWORD_MAX_LENGTH}
                  placeholder="e.g. Job referral"
                />
              )}
            />
          </FormField>
        </FormSection>

        <FormSection id="more" icon={Award} title="Achievements and hobbies">
          <FormField
            id="achievements"
            label="Achievements"
            optional
            hint="Type one and press Enter, e.g. Gold medal in B.Sc."
            error={listError('achievements')}
          >
            <Controller
              control={control}
              name="achievements"
              render={({ field }) => (
                <TagInput
                  {...fieldAria('achievements', { error: listError('achievements'), hint: true })}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  max={ACHIEVEMENTS_MAX}
                  maxLength={ACHIEVEMENT_MAX_LENGTH}
                  placeholder="Add an achievement"
                />
              )}
            />
          </FormField>
          <FormField id="hobbies" label="Hobbies" optional error={listError('hobbies')}>
            <Controller
              control={control}
              name="hobbies"
              render={({ field }) => (
                <TagInput
                  {...fieldAria('hobbies', { error: listError('hobbies') })}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  suggestions={HOBBY_SUGGESTIONS}
                  max={HOBBIES_MAX}
                  maxLength={HOBBY_MAX_LENGTH}
                  placeholder="e.g. Reading"
                />
              )}
            />
          </FormField>
        </FormSection>

        <SaveBar dirty={formState.isDirty} saving={save.isPending} />
      </form>
    </FormProvider>
  );
}
