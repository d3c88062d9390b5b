import { useState, type ReactNode } from 'react';
import {
  PARTNER_AGE_MAX,
  PARTNER_AGE_MIN,
  type PartnerPreferences,
  type PartnerPreferencesBody,
} from '@samaj/shared/matrimonial';
import { HEIGHT_OPTIONS } from '@samaj/shared/reference/heights';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTrigger } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/error-state';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { usePartnerPreferences } from '../api/get-partner-preferences';
import { useUpdatePartnerPreferences } from '../api/update-partner-preferences';
import { type Criteria, CriteriaFields, EMPTY_CRITERIA } from './criteria-fields';

const LOWEST_HEIGHT = HEIGHT_OPTIONS[0]!.value;
const HIGHEST_HEIGHT = HEIGHT_OPTIONS[HEIGHT_OPTIONS.length - 1]!.value;

export function criteriaOfPreferences(preferences: PartnerPreferences): Criteria {
  return {
    ...EMPTY_CRITERIA,
    ageMin: preferences.ageRange?.min ?? null,
    ageMax: preferences.ageRange?.max ?? null,
    heightMin: preferences.heightRange?.min ?? null,
    heightMax: preferences.heightRange?.max ?? null,
    maritalStatus: preferences.maritalStatus,
    educationDegrees: preferences.educationDegrees,
    occupations: preferences.occupations,
    states: preferences.states,
    cities: preferences.cities,
    motherTongues: preferences.motherTongues,
    diet: preferences.diet,
    manglik: preferences.manglik,
  };
}

/** A range is stored whole: one end left at "Any" becomes the lowest or highest possible. */
export function preferencesOfCriteria(criteria: Criteria): PartnerPreferencesBody {
  const range = (min: number | null, max: number | null, lowest: number, highest: number) =>
    min === null && max === null ? null : { min: min ?? lowest, max: max ?? highest };
  return {
    ageRange: range(criteria.ageMin, criteria.ageMax, PARTNER_AGE_MIN, PARTNER_AGE_MAX),
    heightRange: range(criteria.heightMin, criteria.heightMax, LOWEST_HEIGHT, HIGHEST_HEIGHT),
    maritalStatus: criteria.maritalStatus,
    educationDegrees: criteria.educationDegrees,
    occupations: criteria.occupations,
    states: criteria.states,
    cities: criteria.cities,
    motherTongues: criteria.motherTongues,
    diet: criteria.diet,
    manglik: criteria.manglik,
  };
}

export interface PreferencesSheetProps {
  /** The button that opens the sheet. */
  children: ReactNode;
}

/** Partner preferences in a bottom sheet: what the matches are ranked by. */
export function PreferencesSheet({ children }: PreferencesSheetProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Criteria | null>(null);
  const preferences = usePartnerPreferences({ enabled: open });
  const save = useUpdatePartnerPreferences();
  const value = draft ?? (preferences.data ? criteriaOfPreferences(preferences.data) : null);

  async function submit() {
    if (!value) return;
    try {
      await save.mutateAsync(preferencesOfCriteria(value));
      toast({ title: 'Operation Succeed!', description: 'Your preferences are saved. Your matches are updated.' });
      setOpen(false);
    } catch (error) {
      toast({ title: 'Operation failed', description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setDraft(null);
      }}
    >
      <SheetTrigger asChild>{children}</SheetTrigger>
      <SheetContent side="bottom" closeLabel="Close preferences" className="gap-0 p-0">
        <SheetHeader
          title="Partner preferences"
          description="Matches are ranked by how well they meet these, and how well you meet theirs. Leave a field empty for “any”."
        />
        <div className="px-5 pt-2 pb-6">
          {value ? (
            <CriteriaFields value={value} onChange={setDraft} />
          ) : preferences.isError ? (
            <ErrorState
              error={preferences.error}
              onRetry={() => void preferences.refetch()}
              retrying={preferences.isRefetching}
              title="Could not load your preferences"
            />
          ) : (
            <div className="grid place-items-center py-10">
              <Spinner label="Loading your preferences" />
            </div>
          )}
        </div>
        <div className="sticky bottom-0 flex gap-3 border-t border-border bg-card px-5 py-3">
          <Button variant="outline" className="flex-1" onClick={() => setDraft(EMPTY_CRITERIA)} disabled={!value}>
            Clear all
          </Button>
          <Button className="flex-1" onClick={() => void submit()} loading={save.isPending} disabled={!value}>
            Save preferences
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
