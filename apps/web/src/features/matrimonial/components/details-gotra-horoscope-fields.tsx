import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { citiesOf, STATES } from '@samaj/shared/location';
import { GOTRAS } from '@samaj/shared/reference/gotras';
import { NAKSHATRA_LABELS, NAKSHATRAS, RASHI_LABELS, RASHIS } from '@samaj/shared/reference/horoscope';
import { Controller, useController, useWatch, type Control } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { ControlledField, Field, textOrNull } from '@/components/ui/form/field';
import { Select } from '@/components/ui/form/select';
import { Input } from '@/components/ui/input';
import { LabelledSwitch } from '@/components/ui/labelled-switch';
import { SearchableSelect } from '@/components/ui/searchable-select';
import type { DetailsFormValues } from '../utils/details-form';
import { useMatrimonialLabels } from '../utils/use-matrimonial-labels';
import { useEditingFor } from './editing-for';

const OTHER = 'Other';
const RASHI_OPTIONS = RASHIS.map((rashi) => ({ value: rashi, label: RASHI_LABELS[rashi] }));
const NAKSHATRA_OPTIONS = NAKSHATRAS.map((nakshatra) => ({ value: nakshatra, label: NAKSHATRA_LABELS[nakshatra] }));

interface FieldsProps {
  control: Control<DetailsFormValues>;
}

/** The member's gotra and their mother's, each from the list or typed after "Other", and the family's two rules. */
export function GotraFields({ control }: FieldsProps) {
  const { t } = useLingui();
  const { label } = useMatrimonialLabels();
  const name = useEditingFor()?.ownerName;
  const motherGotra = useWatch({ control, name: 'motherGotra' }).trim();
  const gotra = motherGotra && label('gotras', motherGotra);
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        <GotraField control={control} name="gotra" label={t`Gotra`} />
        <GotraField control={control} name="motherGotra" label={t`Mother's gotra`} />
      </div>
      <div
        role="group"
        aria-label={t`Gotra rules`}
        className="flex flex-col gap-4 rounded-2xl border border-border p-4"
      >
        <SettingSwitch
          control={control}
          name="excludeSameGotra"
          label={t`Exclude same gotra`}
          hint={
            name === undefined
              ? t`Profiles of your gotra are not suggested to you, and yours is not suggested to them.`
              : t`Profiles of ${name}'s gotra are not suggested, and ${name}'s profile is not suggested to them.`
          }
        />
        <SettingSwitch
          control={control}
          name="excludeMotherGotra"
          label={t`Also exclude mother's gotra`}
          hint={
            gotra
              ? t`Profiles of the ${gotra} gotra are not suggested either.`
              : name === undefined
                ? t`Add your mother's gotra above for this rule to apply.`
                : t`Add ${name}'s mother's gotra above for this rule to apply.`
          }
        />
      </div>
    </>
  );
}

/**
 * A gotra picked from the list, or "Other" and typed. A saved gotra that is not in the list shows as "Other" with its
 * text; choosing "Other" empties the text for typing.
 */
function GotraField({ control, name, label }: FieldsProps & { name: 'gotra' | 'motherGotra'; label: string }) {
  const { t } = useLingui();
  const { optionLabel } = useMatrimonialLabels();
  const value = useWatch({ control, name });
  const listed = GOTRAS.includes(value) && value !== OTHER;
  const [typing, setTyping] = useState(value !== '' && !listed);
  return (
    <ControlledField control={control} name={name} label={label} optional>
      {({ onChange, ...input }) => (
        <div className="flex flex-col gap-2">
          <SearchableSelect
            {...input}
            value={typing ? OTHER : value}
            onChange={(picked) => {
              setTyping(picked === OTHER);
              onChange(picked === OTHER ? '' : picked);
            }}
            options={GOTRAS}
            optionLabel={optionLabel('gotras')}
            placeholder={t`Choose a gotra`}
            searchPlaceholder={t`Search gotras`}
            clearLabel={t`Not given`}
          />
          {typing ? (
            <Input
              aria-label={t`${label}: type it`}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              maxCharacters={60}
              placeholder={t`Type the gotra`}
            />
          ) : null}
        </div>
      )}
    </ControlledField>
  );
}

/** Birth time and place, rashi and nakshatra: optional, for families who match horoscopes themselves. */
export function HoroscopeFields({ control }: FieldsProps) {
  const { t } = useLingui();
  const labels = useMatrimonialLabels();
  const name = useEditingFor()?.ownerName;
  const birthState = useWatch({ control, name: 'birthPlace.state' });
  // A new state clears the city (it would not be one of its cities).
  const { field: birthCity } = useController({ control, name: 'birthPlace.city' });
  return (
    <div role="group" aria-labelledby="horoscope-label" className="flex flex-col gap-4">
      <div className="flex flex-col gap-0.5">
        <p id="horoscope-label" className="text-sm font-semibold">
          <Trans>
            Horoscope <span className="font-normal text-muted-foreground">(optional)</span>
          </Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          {name === undefined ? (
            <Trans>
              Samaj does not compute kundli matching. Rashi and nakshatra are on your card; your birth time and place
              are shown only to families whose interest you accept.
            </Trans>
          ) : (
            <Trans>
              Samaj does not compute kundli matching. Rashi and nakshatra are on {name}'s card; the birth time and place
              are shown only to families whose interest is accepted.
            </Trans>
          )}
        </p>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field control={control} name="rashi" label={t`Rashi (moon sign)`} optional setValueAs={textOrNull}>
          {(input) => (
            <Select {...input} options={labels.selectOptions('rashis', RASHI_OPTIONS)} placeholder={t`Not given`} />
          )}
        </Field>
        <Field control={control} name="nakshatra" label={t`Nakshatra`} optional setValueAs={textOrNull}>
          {(input) => (
            <Select
              {...input}
              options={labels.selectOptions('nakshatras', NAKSHATRA_OPTIONS)}
              placeholder={t`Not given`}
            />
          )}
        </Field>
      </div>
      <Field control={control} name="birthTime" label={t`Birth time`} optional>
        {(input) => <Input {...input} type="time" />}
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <ControlledField control={control} name="birthPlace.state" label={t`Birth place: state`} optional>
          {({ onChange, ...input }) => (
            <SearchableSelect
              {...input}
              onChange={(state) => {
                onChange(state);
                if (state !== input.value) birthCity.onChange('');
              }}
              options={STATES}
              optionLabel={labels.optionLabel('states')}
              placeholder={t`Choose a state`}
              searchPlaceholder={t`Search states`}
              clearLabel={t`Not given`}
            />
          )}
        </ControlledField>
        <ControlledField control={control} name="birthPlace.city" label={t`Birth place: city`} optional>
          {({ onChange, ...input }) => (
            <SearchableSelect
              {...input}
              onChange={onChange}
              options={birthState ? citiesOf(birthState) : []}
              optionLabel={labels.optionLabel('cities')}
              disabled={!birthState}
              placeholder={birthState ? t`Choose a city` : t`Choose a state first`}
              searchPlaceholder={t`Search cities`}
              clearLabel={t`Not given`}
            />
          )}
        </ControlledField>
      </div>
    </div>
  );
}

/** "Browse privately": my visits are not recorded, and I do not see who visited me (saved with the form). */
export function BrowsePrivatelyCard({ control }: FieldsProps) {
  const { t } = useLingui();
  const name = useEditingFor()?.ownerName;
  return (
    <Card id="browse-privately" className="p-5">
      <SettingSwitch
        control={control}
        name="browsePrivately"
        label={t`Browse privately`}
        hint={
          name === undefined
            ? t`Profiles you open are not told. You will not see who viewed your profile either.`
            : t`Profiles opened by ${name}, or by you for them, are not told. ${name} will not see who viewed the profile either.`
        }
      />
    </Card>
  );
}

/** One of the form's on/off settings, saved with the form. */
function SettingSwitch({
  control,
  name,
  label,
  hint,
}: FieldsProps & { name: 'excludeSameGotra' | 'excludeMotherGotra' | 'browsePrivately'; label: string; hint: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <LabelledSwitch id={name} label={label} hint={hint} checked={field.value} onCheckedChange={field.onChange} />
      )}
    />
  );
}
