import { useId, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthUser } from '@samaj/shared/auth';
import { ageFromBirthDate } from '@samaj/shared/age';
import {
  BODY_TYPE_LABELS,
  BODY_TYPES,
  DIET_LABELS,
  DIETS,
  FAMILY_INCOMES,
  FAMILY_TYPE_LABELS,
  FAMILY_TYPES,
  HABIT_FREQUENCIES,
  HABIT_LABELS,
  MANGLIK_LABELS,
  MANGLIK_VALUES,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  MATRIMONIAL_MIN_AGE,
  MATRIMONIAL_TEXT_MAX_LENGTH,
  matrimonialDetailsBody,
  missingMatrimonialFields,
  PARENT_OCCUPATIONS,
  PHOTO_VISIBILITIES,
  PHOTO_VISIBILITY_LABELS,
  PROFILE_CREATOR_LABELS,
  PROFILE_CREATORS,
  RELIGIONS,
  SIBLING_RELATION_LABELS,
  SIBLING_RELATIONS,
  SIBLINGS_MAX,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
  type MatrimonialDetails,
  type MatrimonialRequiredField,
} from '@samaj/shared/matrimonial';
import type { PersonalDetails } from '@samaj/shared/profile';
import { HEIGHT_OPTIONS } from '@samaj/shared/reference/heights';
import { LANGUAGES } from '@samaj/shared/reference/languages';
import {
  CircleAlert,
  CircleCheck,
  Camera,
  CircleCheckBig,
  Heart,
  HeartHandshake,
  House,
  Plus,
  ScrollText,
  Trash2,
  UserRound,
} from 'lucide-react';
import { Controller, useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { FormSection } from '@/components/form-section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { serverMessage, showServerFieldErrors } from '@/lib/server-field-errors';
import { cn } from '@/lib/utils';
import { useMe } from '@/lib/users-api';
import { useUpdateMatrimonialDetails } from '../api/update-matrimonial-details';
import { DETAILS_FIELDS, detailsBodyOf, detailsFormValues, type DetailsFormValues } from '../utils/details-form';
import { SingleChoiceChips } from './choice-chips';
import { PhotoManager } from './photo-manager';
import { PreferencesSheet } from './preferences-sheet';

const REQUIRED_LABELS: Record<MatrimonialRequiredField, string> = {
  height: 'Height',
  maritalStatus: 'Marital status',
  motherTongue: 'Mother tongue',
  religion: 'Religion',
  diet: 'Diet',
  familyType: 'Family type',
  profileCreatedBy: 'Profile created by',
};
const GENDER_WORDS = { MALE: 'men', FEMALE: 'women', OTHER: 'members' } as const;
const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

export interface MatrimonialDetailsTabProps {
  /** After a save: the account as the server has it (isMatrimonialProfile may have changed). */
  onSaved?: (user: AuthUser) => void;
  personalDetailsHref: string;
}

/** The profile's Matrimonial details tab: the marriage profile, photos and who sees them, then partner preferences. */
export function MatrimonialDetailsTab({ onSaved, personalDetailsHref }: MatrimonialDetailsTabProps) {
  const me = useMe();
  if (me.isPending) return <DetailsSkeleton />;
  if (me.isError) {
    return (
      <Card>
        <ErrorState
          error={me.error}
          onRetry={() => void me.refetch()}
          retrying={me.isRefetching}
          title="Could not load your matrimonial details"
        />
      </Card>
    );
  }
  return (
    <DetailsForm
      details={me.data.matrimonialDetails}
      personal={me.data.personalDetails}
      user={me.data.user}
      onSaved={onSaved}
      personalDetailsHref={personalDetailsHref}
    />
  );
}

interface DetailsFormProps {
  details: MatrimonialDetails | null;
  personal: PersonalDetails;
  user: AuthUser;
  onSaved: ((user: AuthUser) => void) | undefined;
  personalDetailsHref: string;
}

function DetailsForm({ details, personal, user, onSaved, personalDetailsHref }: DetailsFormProps) {
  const id = useId();
  const save = useUpdateMatrimonialDetails();
  const form = useForm<DetailsFormValues>({
    // The shared contract checks what it can before sending; the server has the last word.
    resolver: zodResolver(matrimonialDetailsBody, undefined, { raw: true }) as unknown as Resolver<DetailsFormValues>,
    defaultValues: detailsFormValues(details),
    mode: 'onTouched',
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const siblings = useFieldArray({ control, name: 'siblings' });

  async function submit(values: DetailsFormValues) {
    try {
      const result = await save.mutateAsync(detailsBodyOf(values));
      form.reset(detailsFormValues(result.matrimonialDetails));
      toast({
        title: 'Operation Succeed!',
        description: result.user.isMatrimonialProfile
          ? 'Your marriage profile is saved. Your matches are waiting.'
          : 'Saved. Fill in the required details to open Matrimonial.',
      });
      onSaved?.(result.user);
    } catch (error) {
      showServerFieldErrors(error, DETAILS_FIELDS, form.setError);
      toast({ title: 'Operation failed', description: serverMessage(error), variant: 'destructive' });
    }
  }

  const chips = <K extends keyof DetailsFormValues>(
    name: K,
    label: string,
    options: readonly string[],
    labels: Record<string, string>,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SingleChoiceChips
          label={label}
          labelledBy={`${id}-${name}`}
          options={options}
          labels={labels}
          value={field.value as string | null}
          onChange={(value) => field.onChange(value)}
          invalid={!!errors[name]}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      aria-label="Matrimonial details"
      onSubmit={form.handleSubmit(submit)}
      className="flex flex-col gap-4"
    >
      <StatusCard details={details} personal={personal} user={user} personalDetailsHref={personalDetailsHref} />

      <FormSection
        id={`${id}-basics`}
        icon={UserRound}
        title="Basic details"
        description="What families look at first."
      >
        <FormField id={`${id}-height`} label="Height" error={errors.height?.message}>
          <NativeSelect
            {...fieldAria(`${id}-height`, { error: errors.height?.message })}
            {...register('height', { setValueAs: numberOrNull })}
          >
            <option value="">Choose your height</option>
            {HEIGHT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-weight`} label="Weight in kg" optional error={errors.weight?.message}>
          <Input
            {...fieldAria(`${id}-weight`, { error: errors.weight?.message })}
            type="number"
            inputMode="numeric"
            min={WEIGHT_MIN_KG}
            max={WEIGHT_MAX_KG}
            placeholder="e.g. 58"
            {...register('weight', { setValueAs: numberOrNull })}
          />
        </FormField>
        <ChipField id={`${id}-maritalStatus`} label="Marital status" error={errors.maritalStatus?.message}>
          {chips('maritalStatus', 'Marital status', MARITAL_STATUSES, MARITAL_STATUS_LABELS)}
        </ChipField>
        <FormField id={`${id}-motherTongue`} label="Mother tongue" error={errors.motherTongue?.message}>
          <Controller
            control={control}
            name="motherTongue"
            render={({ field }) => (
              <SearchableSelect
                {...fieldAria(`${id}-motherTongue`, { error: errors.motherTongue?.message })}
                value={field.value}
                onChange={(value) => field.onChange(value || null)}
                onBlur={field.onBlur}
                options={LANGUAGES}
                placeholder="Choose a language"
                searchPlaceholder="Search languages"
              />
            )}
          />
        </FormField>
        <ChipField id={`${id}-diet`} label="Diet" error={errors.diet?.message}>
          {chips('diet', 'Diet', DIETS, DIET_LABELS)}
        </ChipField>
        <ChipField id={`${id}-bodyType`} label="Body type" optional error={errors.bodyType?.message}>
          {chips('bodyType', 'Body type', BODY_TYPES, BODY_TYPE_LABELS)}
        </ChipField>
        <ChipField id={`${id}-smokingHabits`} label="Smoking" optional error={errors.smokingHabits?.message}>
          {chips('smokingHabits', 'Smoking', HABIT_FREQUENCIES, HABIT_LABELS)}
        </ChipField>
        <ChipField id={`${id}-drinkingHabits`} label="Drinking" optional error={errors.drinkingHabits?.message}>
          {chips('drinkingHabits', 'Drinking', HABIT_FREQUENCIES, HABIT_LABELS)}
        </ChipField>
      </FormSection>

      <FormSection
        id={`${id}-religion`}
        icon={ScrollText}
        title="Religion and horoscope"
        description="Gotra and manglik status, as families ask."
      >
        <FormField id={`${id}-religionField`} label="Religion" error={errors.religion?.message}>
          <NativeSelect
            {...fieldAria(`${id}-religionField`, { error: errors.religion?.message })}
            {...register('religion', { setValueAs: (value) => value || null })}
          >
            <option value="">Choose your religion</option>
            {RELIGIONS.map((religion) => (
              <option key={religion} value={religion}>
                {religion}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField id={`${id}-caste`} label="Caste" optional error={errors.caste?.message}>
            <Input
              {...fieldAria(`${id}-caste`, { error: errors.caste?.message })}
              maxLength={60}
              {...register('caste')}
            />
          </FormField>
          <FormField id={`${id}-subCaste`} label="Sub-caste" optional error={errors.subCaste?.message}>
            <Input
              {...fieldAria(`${id}-subCaste`, { error: errors.subCaste?.message })}
              maxLength={60}
              {...register('subCaste')}
            />
          </FormField>
        </div>
        <FormField id={`${id}-gotra`} label="Gotra" optional error={errors.gotra?.message}>
          <Input
            {...fieldAria(`${id}-gotra`, { error: errors.gotra?.message })}
            maxLength={60}
            placeholder="e.g. Kashyap"
            {...register('gotra')}
          />
        </FormField>
        <ChipField id={`${id}-manglik`} label="Manglik" optional error={errors.manglik?.message}>
          {chips('manglik', 'Manglik', MANGLIK_VALUES, MANGLIK_LABELS)}
        </ChipField>
      </FormSection>

      <FormSection
        id={`${id}-family`}
        icon={House}
        title="Family"
        description="Parents, brothers and sisters, and home."
      >
        <ChipField id={`${id}-familyType`} label="Family type" error={errors.familyType?.message}>
          {chips('familyType', 'Family type', FAMILY_TYPES, FAMILY_TYPE_LABELS)}
        </ChipField>
        {(['fatherOccupation', 'motherOccupation'] as const).map((name) => (
          <FormField
            key={name}
            id={`${id}-${name}`}
            label={name === 'fatherOccupation' ? "Father's occupation" : "Mother's occupation"}
            optional
            error={errors[name]?.message}
          >
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <SearchableSelect
                  {...fieldAria(`${id}-${name}`, { error: errors[name]?.message })}
                  value={field.value}
                  onChange={(value) => field.onChange(value || null)}
                  onBlur={field.onBlur}
                  options={PARENT_OCCUPATIONS}
                  placeholder="Choose an occupation"
                  searchPlaceholder="Search occupations"
                  clearLabel="Not given"
                />
              )}
            />
          </FormField>
        ))}

        <div className="flex flex-col gap-3" role="group" aria-labelledby={`${id}-siblings-label`}>
          <p id={`${id}-siblings-label`} className="text-sm font-semibold">
            Brothers and sisters <span className="font-normal text-muted-foreground">(optional)</span>
          </p>
          {siblings.fields.map((sibling, index) => (
            <div
              key={sibling.id}
              role="group"
              aria-label={`Sibling ${index + 1}`}
              className="flex flex-col gap-3 rounded-2xl border border-border p-3"
            >
              <div className="flex items-center gap-2">
                <NativeSelect
                  aria-label={`Sibling ${index + 1}: relation`}
                  className="flex-1"
                  {...register(`siblings.${index}.relation`)}
                >
                  {SIBLING_RELATIONS.map((relation) => (
                    <option key={relation} value={relation}>
                      {SIBLING_RELATION_LABELS[relation]}
                    </option>
                  ))}
                </NativeSelect>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove sibling ${index + 1}`}
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
                    label={`Sibling ${index + 1}: married?`}
                    options={['MARRIED', 'UNMARRIED'] as const}
                    labels={{ MARRIED: 'Married', UNMARRIED: 'Unmarried' }}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <Input
                  aria-label={`Sibling ${index + 1}: name`}
                  placeholder="Name (optional)"
                  maxLength={80}
                  {...register(`siblings.${index}.name`)}
                />
                <Input
                  aria-label={`Sibling ${index + 1}: occupation`}
                  placeholder="Occupation (optional)"
                  maxLength={100}
                  {...register(`siblings.${index}.occupation`)}
                />
              </div>
            </div>
          ))}
          {siblings.fields.length < SIBLINGS_MAX ? (
            <Button
              variant="outline"
              className="self-start"
              onClick={() =>
                siblings.append({ relation: 'ELDER_BROTHER', name: '', maritalStatus: null, occupation: '' })
              }
            >
              <Plus aria-hidden />
              Add a brother or sister
            </Button>
          ) : null}
        </div>

        <FormField
          id={`${id}-familyIncome`}
          label="Family income (yearly)"
          optional
          error={errors.familyIncome?.message}
        >
          <NativeSelect
            {...fieldAria(`${id}-familyIncome`, { error: errors.familyIncome?.message })}
            {...register('familyIncome', { setValueAs: (value) => value || null })}
          >
            <option value="">Not given</option>
            {FAMILY_INCOMES.map((income) => (
              <option key={income} value={income}>
                {income}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-familyBasedOut`} label="Family based in" optional error={errors.familyBasedOut?.message}>
          <Input
            {...fieldAria(`${id}-familyBasedOut`, { error: errors.familyBasedOut?.message })}
            maxLength={100}
            placeholder="e.g. Patna, Bihar"
            {...register('familyBasedOut')}
          />
        </FormField>
        <ChipField id={`${id}-profileCreatedBy`} label="Profile created by" error={errors.profileCreatedBy?.message}>
          {chips('profileCreatedBy', 'Profile created by', PROFILE_CREATORS, PROFILE_CREATOR_LABELS)}
        </ChipField>
      </FormSection>

      <FormSection id={`${id}-about`} icon={Heart} title="About the family and expectations">
        <FormField id={`${id}-aboutFamily`} label="About the family" optional error={errors.aboutFamily?.message}>
          <Textarea
            {...fieldAria(`${id}-aboutFamily`, { error: errors.aboutFamily?.message })}
            maxLength={MATRIMONIAL_TEXT_MAX_LENGTH}
            placeholder="Values, traditions, what makes your family yours"
            {...register('aboutFamily')}
          />
        </FormField>
        <FormField id={`${id}-expectations`} label="Expectations" optional error={errors.expectations?.message}>
          <Textarea
            {...fieldAria(`${id}-expectations`, { error: errors.expectations?.message })}
            maxLength={MATRIMONIAL_TEXT_MAX_LENGTH}
            placeholder="What you hope for in a partner and their family"
            {...register('expectations')}
          />
        </FormField>
      </FormSection>

      <FormSection
        id={`${id}-photos`}
        icon={Camera}
        title="Photos"
        description="Up to six. Photos are saved as soon as you add them; choose below who may see them."
      >
        <PhotoManager images={details?.images ?? []} name={user.fullName ?? 'you'} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">Who can see your photos</legend>
          <Controller
            control={control}
            name="photoVisibility"
            render={({ field }) => (
              <div role="radiogroup" aria-label="Who can see your photos" className="flex flex-col gap-2">
                {PHOTO_VISIBILITIES.map((visibility) => (
                  <button
                    key={visibility}
                    type="button"
                    role="radio"
                    aria-checked={field.value === visibility}
                    onClick={() => field.onChange(visibility)}
                    className={cn(
                      'flex min-h-12 items-center gap-3 rounded-xl border border-input bg-card px-4 py-2 text-left text-base transition-colors',
                      field.value === visibility && 'border-primary bg-primary-soft text-primary-soft-foreground',
                    )}
                  >
                    <span
                      className={cn(
                        'grid size-5 shrink-0 place-items-center rounded-full border-2 border-input',
                        field.value === visibility && 'border-primary',
                      )}
                      aria-hidden
                    >
                      {field.value === visibility ? <span className="size-2.5 rounded-full bg-primary" /> : null}
                    </span>
                    {PHOTO_VISIBILITY_LABELS[visibility]}
                  </button>
                ))}
              </div>
            )}
          />
        </fieldset>
      </FormSection>

      <Card className="flex items-center justify-between gap-4 p-5">
        <div className="flex min-w-0 flex-col gap-0.5">
          <label htmlFor={`${id}-hidden`} className="text-base font-semibold">
            Hide my profile
          </label>
          <p className="text-sm text-muted-foreground">
            Hidden profiles do not appear in matches or search. Interests you sent stay.
          </p>
        </div>
        <Controller
          control={control}
          name="isHidden"
          render={({ field }) => <Switch id={`${id}-hidden`} checked={field.value} onCheckedChange={field.onChange} />}
        />
      </Card>

      {user.isMatrimonialProfile ? (
        <Card className="flex flex-col gap-3 p-5">
          <div className="flex items-start gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-soft-foreground">
              <HeartHandshake className="size-5" aria-hidden />
            </span>
            <div className="flex min-w-0 flex-col gap-0.5">
              <h2 className="text-lg leading-tight font-semibold">Partner preferences</h2>
              <p className="text-sm text-muted-foreground">
                Age, height, place, education and more: matches that meet them come first.
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <PreferencesSheet>
              <Button variant="outline">Edit preferences</Button>
            </PreferencesSheet>
            <Button asChild variant="ghost">
              <Link to="/matrimonial">See your matches</Link>
            </Button>
          </div>
        </Card>
      ) : null}

      <div className="sticky bottom-[var(--frame-bottom,0px)] z-20 -mx-4 border-t border-border bg-background px-4 py-3 shadow-[0_-6px_16px_-10px_rgb(0_0_0/0.18)] md:mx-0 md:rounded-2xl md:border md:bg-card md:px-4">
        <div className="flex items-center gap-3">
          <p className="flex min-w-0 flex-1 items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            {formState.isDirty ? (
              <>
                <CircleAlert className="size-4 shrink-0 text-warning" aria-hidden />
                <span className="truncate">Unsaved changes</span>
              </>
            ) : (
              <>
                <CircleCheck className="size-4 shrink-0 text-success" aria-hidden />
                <span className="truncate">All changes saved</span>
              </>
            )}
          </p>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!formState.isDirty && details !== null}
            className="min-w-32"
          >
            Save changes
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Whether the profile is complete, and if not, exactly what is missing and where to fill it in. */
function StatusCard({
  details,
  personal,
  user,
  personalDetailsHref,
}: {
  details: MatrimonialDetails | null;
  personal: PersonalDetails;
  user: AuthUser;
  personalDetailsHref: string;
}) {
  if (user.isMatrimonialProfile) {
    return (
      <Card className="flex items-start gap-3 border-success/30 bg-success-soft p-4">
        <CircleCheckBig className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-base font-semibold">Your marriage profile is complete</p>
          <p className="text-sm text-muted-foreground">
            {details?.isHidden
              ? 'It is hidden: nobody finds it until you show it again.'
              : 'Members can find it in matches and search.'}{' '}
            <Link to="/matrimonial" className="font-semibold text-primary underline-offset-4 hover:underline">
              See your matches
            </Link>
          </p>
        </div>
      </Card>
    );
  }
  const missing = missingMatrimonialFields(details).map((field) => REQUIRED_LABELS[field]);
  const age = ageFromBirthDate(personal.dateOfBirth);
  const minimum = personal.gender ? MATRIMONIAL_MIN_AGE[personal.gender] : null;
  const tooYoung = age !== null && minimum !== null && age < minimum;
  return (
    <Card className="flex flex-col gap-2 border-warning/35 bg-warning-soft p-4">
      <p className="text-base font-semibold">Complete your marriage profile to open Matrimonial</p>
      {tooYoung && personal.gender ? (
        <p className="text-sm">
          Marriage profiles are for {GENDER_WORDS[personal.gender]} aged {minimum} or more. Check the date of birth in{' '}
          <Link to={personalDetailsHref} className="font-semibold text-primary underline-offset-4 hover:underline">
            Personal details
          </Link>
          .
        </p>
      ) : null}
      {!personal.dateOfBirth || !personal.gender ? (
        <p className="text-sm">
          Add your date of birth and gender in{' '}
          <Link to={personalDetailsHref} className="font-semibold text-primary underline-offset-4 hover:underline">
            Personal details
          </Link>
          .
        </p>
      ) : null}
      {missing.length > 0 ? <p className="text-sm">Still needed: {missing.join(', ')}.</p> : null}
    </Card>
  );
}

/** A label above a group of chips (the chips name themselves through it). */
function ChipField({
  id,
  label,
  optional,
  error,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <p id={id} className="text-sm font-semibold">
        {label}
        {optional ? <span className="ml-1.5 font-normal text-muted-foreground">(optional)</span> : null}
      </p>
      {children}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading matrimonial details">
      {[0, 1, 2].map((index) => (
        <Card key={index} className="flex flex-col gap-4 p-5">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </Card>
      ))}
    </div>
  );
}
