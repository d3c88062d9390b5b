import { Controller, get, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { STATES, citiesOf, localitiesOf } from '@samaj/shared/location';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { SearchableSelect } from '@/components/ui/searchable-select';

export interface LocationFieldsProps {
  /** The form field holding `{ state, city, locality }` (onboarding's `location`, the profile's `currentLocation`). */
  name: string;
}

/**
 * State → city → optional locality inside a react-hook-form form; changing a level clears the levels below it
 * (SPEC §4). Used by onboarding and the profile, so both cascades behave the same.
 */
export function LocationFields({ name }: LocationFieldsProps) {
  const { control, setValue, formState } = useFormContext();
  const state = useWatch({ control, name: `${name}.state` }) as string | undefined;
  const city = useWatch({ control, name: `${name}.city` }) as string | undefined;
  const messageOf = (level: string) => (get(formState.errors, `${name}.${level}`) as FieldError | undefined)?.message;
  const errors = { state: messageOf('state'), city: messageOf('city'), locality: messageOf('locality') };
  const cities = state ? citiesOf(state) : [];
  const localities = state && city ? localitiesOf(state, city) : [];
  const dirty = { shouldDirty: true } as const;

  return (
    <>
      <FormField id="state" label="State" error={errors.state}>
        <Controller
          control={control}
          name={`${name}.state`}
          render={({ field }) => (
            <SearchableSelect
              {...fieldAria('state', { error: errors.state })}
              value={field.value as string}
              onBlur={field.onBlur}
              onChange={(next) => {
                if (next === field.value) return;
                field.onChange(next);
                setValue(`${name}.city`, '', dirty);
                setValue(`${name}.locality`, null, dirty);
              }}
              options={STATES}
              placeholder="Choose your state"
              searchPlaceholder="Search states"
            />
          )}
        />
      </FormField>

      <FormField id="city" label="City" error={errors.city}>
        <Controller
          control={control}
          name={`${name}.city`}
          render={({ field }) => (
            <SearchableSelect
              {...fieldAria('city', { error: errors.city })}
              value={field.value as string}
              onBlur={field.onBlur}
              onChange={(next) => {
                if (next === field.value) return;
                field.onChange(next);
                setValue(`${name}.locality`, null, dirty);
              }}
              options={cities}
              disabled={!state}
              placeholder={state ? 'Choose your city' : 'Choose a state first'}
              searchPlaceholder="Search cities"
            />
          )}
        />
      </FormField>

      {localities.length > 0 ? (
        <FormField id="locality" label="Locality" optional error={errors.locality}>
          <Controller
            control={control}
            name={`${name}.locality`}
            render={({ field }) => (
              <SearchableSelect
                {...fieldAria('locality', { error: errors.locality })}
                value={field.value as string | null}
                onBlur={field.onBlur}
                onChange={(next) => field.onChange(next || null)}
                options={localities}
                placeholder="Choose your locality"
                searchPlaceholder="Search localities"
                clearLabel="No locality"
              />
            )}
          />
        </FormField>
      ) : null}
    </>
  );
}
