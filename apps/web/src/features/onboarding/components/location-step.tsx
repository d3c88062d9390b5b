import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { STATES, citiesOf, localitiesOf } from '@samaj/shared/location';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { SearchableSelect } from '@/components/ui/searchable-select';
import type { OnboardingFormInput } from '../utils/schema';

/** State → city → optional locality; changing a level clears the levels below it (SPEC §4). */
export function LocationStep() {
  const { control, setValue, formState } = useFormContext<OnboardingFormInput>();
  const state = useWatch({ control, name: 'location.state' });
  const city = useWatch({ control, name: 'location.city' });
  const errors = formState.errors.location;
  const cities = state ? citiesOf(state) : [];
  const localities = state && city ? localitiesOf(state, city) : [];

  return (
    <div className="flex flex-col gap-6">
      <FormField id="state" label="State" error={errors?.state?.message}>
        <Controller
          control={control}
          name="location.state"
          render={({ field }) => (
            <SearchableSelect
              {...fieldAria('state', { error: errors?.state?.message })}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(next) => {
                if (next === field.value) return;
                field.onChange(next);
                setValue('location.city', '');
                setValue('location.locality', null);
              }}
              options={STATES}
              placeholder="Choose your state"
              searchPlaceholder="Search states"
            />
          )}
        />
      </FormField>

      <FormField id="city" label="City" error={errors?.city?.message}>
        <Controller
          control={control}
          name="location.city"
          render={({ field }) => (
            <SearchableSelect
              {...fieldAria('city', { error: errors?.city?.message })}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(next) => {
                if (next === field.value) return;
                field.onChange(next);
                setValue('location.locality', null);
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
        <FormField id="locality" label="Locality" optional error={errors?.locality?.message}>
          <Controller
            control={control}
            name="location.locality"
            render={({ field }) => (
              <SearchableSelect
                {...fieldAria('locality', { error: errors?.locality?.message })}
                value={field.value}
                onBlur={field.onBlur}
                onChange={field.onChange}
                options={localities}
                placeholder="Choose your locality"
                searchPlaceholder="Search localities"
              />
            )}
          />
        </FormField>
      ) : null}
    </div>
  );
}
