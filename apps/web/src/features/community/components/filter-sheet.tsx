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

const keywordFieldLabel: Record<CommunityType, string> = {
  helpers: 'Help they can give',
  seekers: 'Help they are looking for',
};

export interface FilterSheetProps {
  type: CommunityType;
  filters: CommunityFilters;
  onApply: (filters: CommunityFilters) => void;
}

/** The filter button and its bottom sheet: changes stay a draft until "Show results". */
export function FilterSheet({ type, filters, onApply }: FilterSheetProps) {
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
      <SheetContent side="bottom" closeLabel="Close filters" className="gap-0 p-0">
        <SheetHeader
          title={`Filter ${type}`}
          description="Members matching any keyword show, those matching more first."
        />

        <div className="flex flex-col gap-6 px-5 pt-2 pb-6">
          <FormField id="filter-keywords" label={keywordFieldLabel[type]}>
            <HelpKeywordsInput
              id="filter-keywords"
              value={draft.keywords[list]}
              onChange={(keywords) => setDraft((current) => setKeywords(current, list, keywords))}
              placeholder="e.g. Medical advice"
            />
          </FormField>

          <div role="group" aria-labelledby="filter-places-heading" className="flex flex-col gap-4">
            <div className="flex items-center justify-between gap-3">
              <h3 id="filter-places-heading" className="text-base font-semibold">
                Where they live
              </h3>
              {hasLocation(draft) ? (
                <Button variant="link" size="sm" className="px-0" onClick={() => setDraft(clearLocation)}>
                  Any place
                </Button>
              ) : null}
            </div>
            <MultiPicker
              id="filter-states"
              label="States"
              value={draft.locationFilter.states}
              options={STATES}
              onAdd={(state) => setDraft((current) => addState(current, state))}
              onRemove={(state) => setDraft((current) => removeState(current, state))}
              placeholder="Add a state"
              searchPlaceholder="Search states"
            />
            <MultiPicker
              id="filter-cities"
              label="Cities"
              value={draft.locationFilter.cities}
              options={cities}
              onAdd={(city) => setDraft((current) => addCity(current, city))}
              onRemove={(city) => setDraft((current) => removeCity(current, city))}
              placeholder={draft.locationFilter.states.length > 0 ? 'Add a city' : 'Choose a state first'}
              searchPlaceholder="Search cities"
              disabled={draft.locationFilter.states.length === 0}
            />
            {localities.length > 0 ? (
              <MultiPicker
                id="filter-localities"
                label="Localities"
                value={draft.locationFilter.locations}
                options={localities}
                onAdd={(locality) => setDraft((current) => addLocation(current, locality))}
                onRemove={(locality) => setDraft((current) => removeLocation(current, locality))}
                placeholder="Add a locality"
                searchPlaceholder="Search localities"
              />
            ) : null}
          </div>

          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor="filter-profession">Profession</Label>
              {draft.profession ? (
                <Button
                  variant="link"
                  size="sm"
                  className="px-0"
                  onClick={() => setDraft((current) => setProfession(current, null))}
                >
                  Any profession
                </Button>
              ) : null}
            </div>
            <SearchableSelect
              id="filter-profession"
              value={draft.profession}
              onChange={(profession) => setDraft((current) => setProfession(current, profession))}
              options={OCCUPATIONS}
              placeholder="Any profession"
              searchPlaceholder="Search professions"
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
