import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FilterSheetActions, FiltersButton } from '@/components/ui/filters-button';
import { SingleChoiceChips } from '@/components/ui/form/chips';
import { Sheet, SheetContent, SheetHeader, SheetTrigger } from '@/components/ui/sheet';
import type { Gender, SearchState } from '../utils/search-filters';
import { type Criteria, CriteriaFields, criteriaCount, EMPTY_CRITERIA } from './criteria-fields';

/** Whom the search looks for (the choice's own words, not the genders' reference labels). */
export const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  MALE: msg`Men`,
  FEMALE: msg`Women`,
  OTHER: msg`Others`,
};
const GENDERS = ['FEMALE', 'MALE', 'OTHER'] as const;

export interface SearchFiltersSheetProps {
  value: SearchState;
  onApply: (value: SearchState) => void;
}

/** The Filters button and its bottom sheet: changes stay a draft until "Show results". */
export function SearchFiltersSheet({ value, onApply }: SearchFiltersSheetProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const genderLabels = {
    MALE: i18n._(GENDER_LABELS.MALE),
    FEMALE: i18n._(GENDER_LABELS.FEMALE),
    OTHER: i18n._(GENDER_LABELS.OTHER),
  };
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const count = criteriaCount(value) + (value.gender ? 1 : 0);

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        setOpen(next);
      }}
    >
      <SheetTrigger asChild>
        <FiltersButton count={count} className="shrink-0" />
      </SheetTrigger>
      <SheetContent side="bottom" closeLabel={t`Close filters`} className="gap-0 p-0">
        <SheetHeader title={t`Filter profiles`} description={t`Profiles that meet every filter show, newest first.`} />
        <div className="flex flex-col gap-6 px-5 pt-2 pb-6">
          <div className="flex flex-col gap-2">
            <p id={`${id}-gender`} className="text-sm font-semibold">
              <Trans>Looking for</Trans>
            </p>
            <SingleChoiceChips
              aria-labelledby={`${id}-gender`}
              options={GENDERS}
              labels={genderLabels}
              value={draft.gender}
              onChange={(gender) => setDraft((current) => ({ ...current, gender }))}
            />
            {draft.gender ? null : (
              <p className="text-sm text-muted-foreground">
                <Trans>Not chosen: the profiles your own profile looks for.</Trans>
              </p>
            )}
          </div>
          <CriteriaFields
            value={draft}
            onChange={(criteria: Criteria) => setDraft((current) => ({ ...current, ...criteria }))}
            withSearchFilters
          />
        </div>
        <FilterSheetActions
          onClear={() => setDraft((current) => ({ ...current, ...EMPTY_CRITERIA, gender: null }))}
          onShow={() => {
            onApply(draft);
            setOpen(false);
          }}
        />
      </SheetContent>
    </Sheet>
  );
}
