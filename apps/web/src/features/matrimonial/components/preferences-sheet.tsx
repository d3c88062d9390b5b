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

export interface PreferencesSheetProps {
  /** The button that opens the sheet. */
  children: ReactNode;
}

/** Partner preferences in a bottom sheet: what the matches are ranked by. */
export function PreferencesSheet({ children }: PreferencesSheetProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Criteria | null>(null);
  const [horoscopeDraft, setHoroscopeDraft] = useState<boolean | null>(null);
  const preferences = usePartnerPreferences({ enabled: open });
  const save = useUpdatePartnerPreferences();
  const value = draft ?? (preferences.data ? { ...EMPTY_CRITERIA, ...criteriaOfPreferences(preferences.data) } : null);
  const horoscopeMatters = horoscopeDraft ?? preferences.data?.horoscopeMatters ?? false;

  async function submit() {
    if (!value) return;
    try {
      await save.mutateAsync({ ...preferencesOfCriteria(value), horoscopeMatters });
      toast({ title: t`Operation Succeed!`, description: t`Your preferences are saved. Your matches are updated.` });
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
        <SheetHeader
          title={t`Partner preferences`}
          description={t`Matches are ranked by how well they meet these, and how well you meet theirs. Leave a field empty for “any”.`}
        />
        <div className="px-5 pt-2 pb-6">
          {value ? (
            <div className="flex flex-col gap-6">
              <CriteriaFields value={value} onChange={setDraft} />
              <LabelledSwitch
                id="horoscopeMatters"
                label={t`Horoscope matters to us`}
                hint={t`Shown on your profile. Samaj does not compute kundli matching: families share the details after an interest is accepted.`}
                checked={horoscopeMatters}
                onCheckedChange={setHoroscopeDraft}
              />
            </div>
          ) : preferences.isError ? (
            <ErrorState
              error={preferences.error}
              onRetry={() => void preferences.refetch()}
              retrying={preferences.isRefetching}
              title={t`Could not load your preferences`}
            />
          ) : (
            <div className="grid place-items-center py-10">
              <Spinner label={t`Loading your preferences`} />
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
