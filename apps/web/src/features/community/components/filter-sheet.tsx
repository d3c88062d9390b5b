import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CommunityType } from '@samaj/shared/community';
import { STATES } from '@samaj/shared/location';
import { OCCUPATIONS } from '@samaj/shared/reference/occupations';
import { HelpKeywordsInput } from '@/components/help-keywords-input';
import { Button } from '@/components/ui/button';
import { FilterSheetActions, FiltersButton } from '@/components/ui/filters-button';
import { FormField } from '@/components/ui/form/field';
import { Label } from '@/components/ui/label';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import { Sheet, SheetContent, SheetHeader, SheetTrigger } from '@/components/ui/sheet';
import {
  activeFilterCount,
  addCity,
  addLocation,
  addState,
  cityOptions,
  clearFilters,
  clearLocation,
  hasLocation,
  keywordListOf,
  localityOptions,
  removeCity,
  removeLocation,
  removeState,
  setKeywords,
  setProfession,
  type CommunityFilters,
} from '../stores/filters';
import { MultiPicker } from './multi-picker';

needReferenceLabels();

const keywordFieldLabel: Record<CommunityType, MessageDescriptor> = {
  helpers: msg`Help they can give`,
  seekers: msg`Help they are looking for`,
};

const sheetTitle: Record<CommunityType, MessageDescriptor> = {
  helpers: msg`Filter helpers`,
  seekers: msg`Filter seekers`,
};

export interface FilterSheetProps {
  type: CommunityType;
  filters: CommunityFilters;
  onApply: (filters: CommunityFilters) => void;
}

/** The filter button and its bottom sheet: changes stay a draft until "Show results". */
export function FilterSheet({ type, filters, onApply }: FilterSheetProps) {
  const { t, i18n } = useLingui();
  const { optionLabel } = useReferenceLabels();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const list = keywordListOf(type);
  const count = activeFilterCount(filters, list);
  const cities = cityOptions(draft);
  const localities = localityOptions(draft);

  function openChange(next: boolean) {
    if (next) setDraft(filters);
    setOpen(next);
  }

  return (
    <Sheet open={open} onOpenChange={openChange}>
      <SheetTrigger asChild>
        <FiltersButton count={count} />
      </SheetTrigger>
      <SheetContent side="bottom" closeLabel={t`Close filters`} className="gap-0 p-0">
        <SheetHeader
          title={i18n._(sheetTitle[type])}
          description={t`Members matching any keyword show, those matching more first.`}
        />

        <div className="flex flex-col gap-6 px-5 pt-2 pb-6">
          <FormField id="filter-keywords" label={i18n._(keywordFieldLabel[type])}>
            <HelpKeywordsInput
              id="filter-keywords"
              value={draft.keywords[list]}
              onChange={(keywords) => setDraft((current) => setKeywords(current, list, keywords))}
              placeholder={t`e.g. Medical advice`}
            />
          </FormField>

          <div role="group" aria-labelledby="filter-places-heading" className="flex flex-col gap-4">
            <div className="flex items-center justify-between gap-3">
              <h3 id="filter-places-heading" className="text-base font-semibold">
                <Trans>Where they live</Trans>
              </h3>
              {hasLocation(draft) ? (
                <Button variant="link" size="sm" className="px-0" onClick={() => setDraft(clearLocation)}>
                  <Trans>Any place</Trans>
                </Button>
              ) : null}
            </div>
            <MultiPicker
              id="filter-states"
              label={t`States`}
              chosenLabel={t`Chosen states`}
              value={draft.locationFilter.states}
              options={STATES}
              optionLabel={optionLabel('states')}
              onAdd={(state) => setDraft((current) => addState(current, state))}
              onRemove={(state) => setDraft((current) => removeState(current, state))}
              placeholder={t`Add a state`}
              searchPlaceholder={t`Search states`}
            />
            <MultiPicker
              id="filter-cities"
              label={t`Cities`}
              chosenLabel={t`Chosen cities`}
              value={draft.locationFilter.cities}
              options={cities}
              optionLabel={optionLabel('cities')}
              onAdd={(city) => setDraft((current) => addCity(current, city))}
              onRemove={(city) => setDraft((current) => removeCity(current, city))}
              placeholder={draft.locationFilter.states.length > 0 ? t`Add a city` : t`Choose a state first`}
              searchPlaceholder={t`Search cities`}
              disabled={draft.locationFilter.states.length === 0}
            />
            {localities.length > 0 ? (
              <MultiPicker
                id="filter-localities"
                label={t`Localities`}
                chosenLabel={t`Chosen localities`}
                value={draft.locationFilter.locations}
                options={localities}
                optionLabel={optionLabel('localities')}
                onAdd={(locality) => setDraft((current) => addLocation(current, locality))}
                onRemove={(locality) => setDraft((current) => removeLocation(current, locality))}
                placeholder={t`Add a locality`}
                searchPlaceholder={t`Search localities`}
              />
            ) : null}
          </div>

          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor="filter-profession">
                <Trans>Profession</Trans>
              </Label>
              {draft.profession ? (
                <Button
                  variant="link"
                  size="sm"
                  className="px-0"
                  onClick={() => setDraft((current) => setProfession(current, null))}
                >
                  <Trans>Any profession</Trans>
                </Button>
              ) : null}
            </div>
            <SearchableSelect
              id="filter-profession"
              value={draft.profession}
              onChange={(profession) => setDraft((current) => setProfession(current, profession))}
              options={OCCUPATIONS}
              optionLabel={optionLabel('occupations')}
              placeholder={t`Any profession`}
              searchPlaceholder={t`Search professions`}
            />
          </div>
        </div>

        <FilterSheetActions
          onClear={() => setDraft(clearFilters)}
          onShow={() => {
            onApply(draft);
            setOpen(false);
          }}
        />
      </SheetContent>
    </Sheet>
  );
}
