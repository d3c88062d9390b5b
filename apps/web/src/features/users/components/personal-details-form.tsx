import { Trans, useLingui } from '@lingui/react/macro';
import { AtSign, MapPin, NotebookPen, UserRound } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { BIO_DATA_MAX_LENGTH, type PersonalDetails } from '@samaj/shared/profile';
import { LANGUAGES } from '@samaj/shared/reference/languages';
import { BasicDetailsFields } from '@/components/basic-details-fields';
import { EmailField } from '@/components/email-field';
import { FormSection } from '@/components/form-section';
import { LocationFields } from '@/components/location-fields';
import { ControlledField, Field } from '@/components/ui/form/field';
import { SearchableMultiSelect } from '@/components/ui/searchable-multi-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useUpdatePersonalDetails } from '../api/update-personal-details';
import { personalDetailsSection } from '../utils/personal-details-form';
import { useDetailsForm } from '../utils/use-details-form';
import { DetailsFormFrame, type DetailsFormProps } from './details-form';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';

needReferenceLabels();

export type PersonalDetailsFormProps = DetailsFormProps<PersonalDetails>;

export function PersonalDetailsForm({ details, onSaved }: PersonalDetailsFormProps) {
  const { t } = useLingui();
  const { optionLabel } = useReferenceLabels();
  const { form, onSubmit, saving } = useDetailsForm(personalDetailsSection, {
    details,
    save: useUpdatePersonalDetails(),
    savedMessage: t`Your personal details are saved.`,
    onSaved,
  });
  const { control } = form;
  const bioLength = useWatch({ control, name: 'bioData' })?.length ?? 0;

  return (
    <DetailsFormFrame form={form} onSubmit={onSubmit} saving={saving} label={t`Personal details`}>
      <FormSection
        id="basics"
        icon={UserRound}
        title={t`Basic details`}
        description={t`As you would like members to know you.`}
      >
        <BasicDetailsFields />
      </FormSection>

      <FormSection
        id="home"
        icon={MapPin}
        title={t`Where you live`}
        description={t`Members near you can find you, and you can find help close to home.`}
      >
        <LocationFields name="currentLocation" />
      </FormSection>

      <FormSection
        id="about"
        icon={NotebookPen}
        title={t`About you`}
        description={t`A few lines help members know you.`}
      >
        <Field
          control={control}
          name="bioData"
          label={t`About you`}
          optional
          hint={t`Your family, work, what you enjoy. Members see this on your profile.`}
        >
          {(input) => (
            <>
              <Textarea
                {...input}
                maxCharacters={BIO_DATA_MAX_LENGTH}
                rows={5}
                placeholder={t`e.g. I teach mathematics in Patna and love helping students with their careers.`}
              />
              <p className="-mt-1 text-right text-xs text-muted-foreground tabular-nums">
                {bioLength} / {BIO_DATA_MAX_LENGTH}
              </p>
            </>
          )}
        </Field>

        <ControlledField control={control} name="languages" label={t`Languages you speak`} optional>
          {(input) => (
            <SearchableMultiSelect
              {...input}
              value={input.value ?? []}
              options={LANGUAGES}
              optionLabel={optionLabel('languages')}
              placeholder={t`Choose languages`}
              searchPlaceholder={t`Search languages`}
            />
          )}
        </ControlledField>
      </FormSection>

      <FormSection id="contact" icon={AtSign} title={t`Contact`} description={t`How Samaj and members can reach you.`}>
        <EmailField />

        <Controller
          control={control}
          name="isPhoneNumberPublic"
          render={({ field }) => (
            <div className="flex items-center justify-between gap-4">
              <div className="flex min-w-0 flex-col gap-0.5">
                <label htmlFor="isPhoneNumberPublic" className="text-sm font-semibold">
                  <Trans>Show my phone number to members</Trans>
                </label>
                <p id="isPhoneNumberPublic-hint" className="text-sm text-muted-foreground">
                  {field.value ? (
                    <Trans>Members can call you from your profile.</Trans>
                  ) : (
                    <Trans>Members reach you through Samaj only.</Trans>
                  )}
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
    </DetailsFormFrame>
  );
}
