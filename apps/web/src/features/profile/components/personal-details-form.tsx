import { zodResolver } from '@hookform/resolvers/zod';
import { AtSign, MapPin, NotebookPen, UserRound } from 'lucide-react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { genders } from '@samaj/shared/auth';
import { BIO_DATA_MAX_LENGTH, type PersonalDetails } from '@samaj/shared/profile';
import { LANGUAGES } from '@samaj/shared/reference/languages';
import { LocationFields } from '@/components/location-fields';
import { DateOfBirthInput } from '@/components/ui/date-of-birth-input';
import { FieldError, FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SearchableMultiSelect } from '@/components/ui/searchable-multi-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { serverMessage, showServerFieldErrors } from '@/lib/server-field-errors';
import { cn } from '@/lib/utils';
import { useUpdatePersonalDetails } from '../api/update-personal-details';
import {
  PERSONAL_DETAILS_FIELDS,
  personalDetailsFormSchema,
  personalDetailsFormValues,
  type PersonalDetailsFormInput,
  type PersonalDetailsFormOutput,
} from '../utils/personal-details-form';
import { FormSection } from './form-section';
import { SaveBar } from './save-bar';
import { scrollToFirstError } from './scroll-to-field';

const genderLabels: Record<(typeof genders)[number], string> = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' };

export interface PersonalDetailsFormProps {
  details: PersonalDetails;
  onSaved?: () => void;
}

export function PersonalDetailsForm({ details, onSaved }: PersonalDetailsFormProps) {
  const save = useUpdatePersonalDetails();
  const form = useForm<PersonalDetailsFormInput, unknown, PersonalDetailsFormOutput>({
    resolver: zodResolver(personalDetailsFormSchema),
    defaultValues: personalDetailsFormValues(details),
    mode: 'onTouched',
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const bioLength = useWatch({ control, name: 'bioData' })?.length ?? 0;

  async function submit(values: PersonalDetailsFormOutput) {
    try {
      const { personalDetails } = await save.mutateAsync(values);
      form.reset(personalDetailsFormValues(personalDetails));
      toast({ title: 'Operation Succeed!', description: 'Your personal details are saved.' });
      onSaved?.();
    } catch (error) {
      showServerFieldErrors(error, PERSONAL_DETAILS_FIELDS, form.setError);
      toast({ title: 'Operation failed', description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Personal details"
        onSubmit={form.handleSubmit(submit, scrollToFirstError)}
        className="flex flex-col gap-4"
      >
        <FormSection
          id="basics"
          icon={UserRound}
          title="Basic details"
          description="As you would like members to know you."
        >
          <FormField id="fullName" label="Full name" error={errors.fullName?.message}>
            <Input
              {...fieldAria('fullName', { error: errors.fullName?.message })}
              autoComplete="name"
              autoCapitalize="words"
              placeholder="e.g. Asha Kumari"
              {...register('fullName')}
            />
          </FormField>

          <FormField id="dateOfBirth" label="Date of birth" error={errors.dateOfBirth?.message}>
            <Controller
              control={control}
              name="dateOfBirth"
              render={({ field }) => (
                <DateOfBirthInput
                  id="dateOfBirth"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={!!errors.dateOfBirth}
                  describedBy={errors.dateOfBirth ? 'dateOfBirth-error' : undefined}
                />
              )}
            />
          </FormField>

          <fieldset
            id="gender"
            className="flex flex-col gap-2"
            aria-describedby={errors.gender ? 'gender-error' : undefined}
          >
            <legend className="mb-2 text-sm font-semibold">Gender</legend>
            <div className="grid grid-cols-3 gap-2">
              {genders.map((gender) => (
                <label key={gender} className="relative">
                  <input type="radio" value={gender} className="peer sr-only" {...register('gender')} />
                  <span
                    className={cn(
                      'flex h-12 cursor-pointer items-center justify-center rounded-xl border border-input bg-card text-base font-medium shadow-xs transition-colors',
                      'peer-checked:border-primary peer-checked:bg-primary-soft peer-checked:font-semibold peer-checked:text-primary-soft-foreground',
                      'peer-focus-visible:ring-3 peer-focus-visible:ring-ring/40',
                      errors.gender && 'border-destructive',
                    )}
                  >
                    {genderLabels[gender]}
                  </span>
                </label>
              ))}
            </div>
            {errors.gender?.message ? <FieldError id="gender-error">{errors.gender.message}</FieldError> : null}
          </fieldset>
        </FormSection>

        <FormSection
          id="home"
          icon={MapPin}
          title="Where you live"
          description="Members near you can find you, and you can find help close to home."
        >
          <LocationFields name="currentLocation" />
        </FormSection>

        <FormSection id="about" icon={NotebookPen} title="About you" description="A few lines help members know you.">
          <FormField
            id="bioData"
            label="About you"
            optional
            hint="Your family, work, what you enjoy. Members see this on your profile."
            error={errors.bioData?.message}
          >
            <Textarea
              {...fieldAria('bioData', { error: errors.bioData?.message, hint: true })}
              maxLength={BIO_DATA_MAX_LENGTH}
              rows={5}
              placeholder="e.g. I teach mathematics in Patna and love helping students with their careers."
              {...register('bioData')}
            />
            <p className="-mt-1 text-right text-xs text-muted-foreground tabular-nums">
              {bioLength} / {BIO_DATA_MAX_LENGTH}
            </p>
          </FormField>

          <FormField id="languages" label="Languages you speak" optional error={errors.languages?.message}>
            <Controller
              control={control}
              name="languages"
              render={({ field }) => (
                <SearchableMultiSelect
                  {...fieldAria('languages', { error: errors.languages?.message })}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  options={LANGUAGES}
                  placeholder="Choose languages"
                  searchPlaceholder="Search languages"
                />
              )}
            />
          </FormField>
        </FormSection>

        <FormSection id="contact" icon={AtSign} title="Contact" description="How Samaj and members can reach you.">
          <FormField
            id="email"
            label="Email"
            optional
            hint="Only for account messages. Never shown to members."
            error={errors.email?.message}
          >
            <Input
              {...fieldAria('email', { error: errors.email?.message, hint: true })}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              {...register('email')}
            />
          </FormField>

          <Controller
            control={control}
            name="isPhoneNumberPublic"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <label htmlFor="isPhoneNumberPublic" className="text-sm font-semibold">
                    Show my phone number to members
                  </label>
                  <p id="isPhoneNumberPublic-hint" className="text-sm text-muted-foreground">
                    {field.value ? 'Members can call you from your profile.' : 'Members reach you through Samaj only.'}
                  </p>
                </div>
                <Switch
                  id="isPhoneNumberPublic"
                  aria-describedby="isPhoneNumberPublic-hint"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </div>
            )}
          />
        </FormSection>

        <SaveBar dirty={formState.isDirty} saving={save.isPending} />
      </form>
    </FormProvider>
  );
}
