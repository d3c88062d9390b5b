import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { criteriaOfPreferences, preferencesOfCriteria } from '@samaj/shared/matrimonial-criteria';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTrigger } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/error-state';
import { LabelledSwitch } from '@/components/ui/labelled-switch';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { usePartnerPreferences } from '../api/get-partner-preferences';
import { useUpdatePartnerPreferences } from '../api/update-partner-preferences';
import { type Criteria, CriteriaFields, EMPTY_CRITERIA } from './criteria-fields';
import { useEditingFor } from './editing-for';

export interface PreferencesSheetProps {
  /** The button that opens the sheet. */
  children: ReactNode;
}

/**
 * Partner preferences in a bottom sheet: what the matches are ranked by. The member's own, or, inside a family
 * co-manager's form (`EditingForProvider`), the owner's: the same fields and rules, saved for them.
 */
export function PreferencesSheet({ children }: PreferencesSheetProps) {
  const { t } = useLingui();
  const editingFor = useEditingFor();
  const texts = useSheetTexts(editingFor?.ownerName ?? null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Criteria | null>(null);
  const [horoscopeDraft, setHoroscopeDraft] = useState<boolean | null>(null);
  const preferences = usePartnerPreferences({ enabled: open, actingFor: editingFor?.ownerId });
  const save = useUpdatePartnerPreferences(editingFor?.ownerId);
  const value = draft ?? (preferences.data ? { ...EMPTY_CRITERIA, ...criteriaOfPreferences(preferences.data) } : null);
  const horoscopeMatters = horoscopeDraft ?? preferences.data?.horoscopeMatters ?? false;

  async function submit() {
    if (!value) return;
    try {
      await save.mutateAsync({ ...preferencesOfCriteria(value), horoscopeMatters });
      toast({ title: t`Operation Succeed!`, description: texts.saved });
      setOpen(false);
    } catch (error) {
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setDraft(null);
        setHoroscopeDraft(null);
      }}
    >
      <SheetTrigger asChild>{children}</SheetTrigger>
      <SheetContent side="bottom" closeLabel={t`Close preferences`} className="gap-0 p-0">
        <SheetHeader title={texts.title} description={texts.description} />
        <div className="px-5 pt-2 pb-6">
          {value ? (
            <div className="flex flex-col gap-6">
              <CriteriaFields value={value} onChange={setDraft} />
              <LabelledSwitch
                id="horoscopeMatters"
                label={t`Horoscope matters to us`}
                hint={texts.horoscopeHint}
                checked={horoscopeMatters}
                onCheckedChange={setHoroscopeDraft}
              />
            </div>
          ) : preferences.isError ? (
            <ErrorState
              error={preferences.error}
              onRetry={() => void preferences.refetch()}
              retrying={preferences.isRefetching}
              title={texts.loadFailed}
            />
          ) : (
            <div className="grid place-items-center py-10">
              <Spinner label={texts.loading} />
            </div>
          )}
        </div>
        <div className="sticky bottom-0 flex gap-3 border-t border-border bg-card px-5 py-3">
          <Button variant="outline" className="flex-1" onClick={() => setDraft(EMPTY_CRITERIA)} disabled={!value}>
            <Trans>Clear all</Trans>
          </Button>
          <Button className="flex-1" onClick={() => void submit()} loading={save.isPending} disabled={!value}>
            <Trans>Save preferences</Trans>
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** The sheet's texts, for the member's own preferences or, by name, for the owner a co-manager edits for. */
function useSheetTexts(ownerName: string | null) {
  const { t } = useLingui();
  if (ownerName === null) {
    return {
      title: t`Partner preferences`,
      description: t`Matches are ranked by how well they meet these, and how well you meet theirs. Leave a field empty for “any”.`,
      horoscopeHint: t`Shown on your profile. Samaj does not compute kundli matching: families share the details after an interest is accepted.`,
      saved: t`Your preferences are saved. Your matches are updated.`,
      loadFailed: t`Could not load your preferences`,
      loading: t`Loading your preferences`,
    };
  }
  const name = ownerName;
  return {
    title: t`${name}'s partner preferences`,
    description: t`${name}'s matches are ranked by how well they meet these, and how well ${name} meets theirs. Leave a field empty for “any”.`,
    horoscopeHint: t`Shown on ${name}'s profile. Samaj does not compute kundli matching: families share the details after an interest is accepted.`,
    saved: t`Saved for ${name}. They see in Family that you changed their partner preferences.`,
    loadFailed: t`Could not load ${name}'s preferences`,
    loading: t`Loading ${name}'s preferences`,
  };
}
