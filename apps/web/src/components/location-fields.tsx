import { useFormContext, useWatch } from 'react-hook-form';
import { STATES, citiesOf, localitiesOf } from '@samaj/shared/location';
import { ControlledField } from '@/components/ui/form/field';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { useLingui } from '@lingui/react/macro';

/** The value the fields bind (the API's location shape, with '' for a level not chosen yet). */
interface Location {
  state: string;
  city: string;
  locality: string | null;
}

export interface LocationFieldsProps {
  /** The form field holding `{ state, city, locality }` (onboarding's `location`, the profile's `currentLocation`). */
  name: string;
}

/**
 * State → city → optional locality inside a react-hook-form form; changing a level clears the levels below it.
 * Used by onboarding and the profile, so both cascades behave the same.
 */
export function LocationFields({ name }: LocationFieldsProps) {
  const { control, setValue } = useFormContext<Record<string, Location>>();
  const state = useWatch({ control, name: `${name}.state` });
  const city = useWatch({ control, name: `${name}.city` });
  const localities = state && city ? localitiesOf(state, city) : [];
  const dirty = { shouldDirty: true } as const;
  const { t } = useLingui();
  const levels = [
    {
      level: 'state',
      label: t`State`,
      options: STATES,
      placeholder: t`Choose your state`,
      searchPlaceholder: t`Search states`,
      clearBelow: () => {
        setValue(`${name}.city`, '', dirty);
        setValue(`${name}.locality`, null, dirty);
      },
    },
    {
      level: 'city',
      label: t`City`,
      options: state ? citiesOf(state) : [],
      disabled: !state,
      placeholder: state ? t`Choose your city` : t`Choose a state first`,
      searchPlaceholder: t`Search cities`,
      clearBelow: () => setValue(`${name}.locality`, null, dirty),
    },
  ] as const;

  return (
    <>
      {levels.map(({ level, label, clearBelow, ...select }) => (
        <ControlledField key={level} control={control} name={`${name}.${level}`} id={level} label={label}>
          {({ onChange, ...input }) => (
            <SearchableSelect
              {...input}
              {...select}
              onChange={(next) => {
                if (next === input.value) return;
                onChange(next);
                clearBelow();
              }}
            />
          )}
        </ControlledField>
      ))}

      {localities.length > 0 ? (
        <ControlledField control={control} name={`${name}.locality`} id="locality" label={t`Locality`} optional>
          {({ onChange, ...input }) => (
            <SearchableSelect
              {...input}
              onChange={(next) => onChange(next || null)}
              options={localities}
              placeholder={t`Choose your locality`}
              searchPlaceholder={t`Search localities`}
              clearLabel={t`No locality`}
            />
          )}
        </ControlledField>
      ) : null}
    </>
  );
}
