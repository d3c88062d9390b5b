import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { FAMILY_TYPE_LABELS } from '@samaj/shared/matrimonial';
import { EMPTY_RANGE, isRangeCriterion, type ListKey, type RangeKey } from '@samaj/shared/matrimonial-criteria';
import { SearchX, Search, X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { usePartnerPreferences } from '../api/get-partner-preferences';
import { useSearchProfiles } from '../api/search-profiles';
import { apiFiltersOf, searchParamsOf, searchStateOf, type SearchState } from '../utils/search-filters';
import { RASHI_LABELS } from '@samaj/shared/reference/horoscope';
import type { HindiReferenceList } from '@samaj/shared/reference/hindi';
import { CRITERION_LISTS, useMatrimonialLabels, type MatrimonialLabels } from '../utils/use-matrimonial-labels';
import { CRITERIA_IN_FIELD_ORDER, EMPTY_CRITERIA } from './criteria-fields';
import { MatrimonialNav } from './matrimonial-nav';
import { ProfileResults } from './profile-results';
import { GENDER_LABELS, SearchFiltersSheet } from './search-filters-sheet';

const KEYWORD_DELAY_MS = 400;

interface Chip {
  key: string;
  label: string;
  remove: (state: SearchState) => SearchState;
}

/** How a range chip reads its bounds: heights in feet and inches. */
const BOUND_TEXT: Record<RangeKey, (value: number | null, labels: MatrimonialLabels) => string | null> = {
  ageRange: (value) => (value === null ? null : String(value)),
  heightRange: (value, labels) => labels.shortHeight(value),
};

function chipsOf(state: SearchState, i18n: I18n, labels: MatrimonialLabels): Chip[] {
  const chips: Chip[] = [];
  const any = i18n._(msg({ message: 'any', comment: 'An open bound of a range: "Age 25–any"' }));
  if (state.gender) {
    chips.push({ key: 'gender', label: i18n._(GENDER_LABELS[state.gender]), remove: (s) => ({ ...s, gender: null }) });
  }
  const listChips = (
    key: ListKey | 'familyType' | 'rashi',
    values: readonly string[],
    reference: HindiReferenceList,
    english?: Record<string, string>,
  ) => {
    for (const value of values) {
      chips.push({
        key: `${key}:${value}`,
        label: labels.label(reference, value, english?.[value] ?? value),
        remove: (s) => ({ ...s, [key]: s[key].filter((item: string) => item !== value) }),
      });
    }
  };
  for (const entry of CRITERIA_IN_FIELD_ORDER) {
    if (isRangeCriterion(entry)) {
      const { preference } = entry;
      const range = state[preference];
      if (range.min === null && range.max === null) continue;
      const text = (value: number | null) => BOUND_TEXT[preference](value, labels) ?? any;
      chips.push({
        key: entry.criterion.toLowerCase(),
        label: `${labels.criterion(entry.criterion)} ${text(range.min)}–${text(range.max)}`,
        remove: (s) => ({ ...s, [preference]: EMPTY_RANGE }),
      });
    } else {
      const english = 'labels' in entry ? entry.labels : undefined;
      listChips(entry.preference, state[entry.preference], CRITERION_LISTS[entry.criterion], english);
    }
  }
  listChips('familyType', state.familyType, 'familyTypes', FAMILY_TYPE_LABELS);
  listChips('rashi', state.rashi, 'rashis', RASHI_LABELS);
  return chips;
}

export interface SearchPageProps {
  profileHref: (id: string) => string;
}

/** /matrimonial/search: a keyword, filters in a sheet, results 10 at a time. The filters live in the address. */
export function SearchPage({ profileHref }: SearchPageProps) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => searchStateOf(params), [params]);
  const [keyword, setKeyword] = useState(state.keyword);
  const filters = useMemo(() => apiFiltersOf(state), [state]);
  const results = useSearchProfiles(filters);
  const preferences = usePartnerPreferences();
  const labels = useMatrimonialLabels();
  const chips = chipsOf(state, i18n, labels);
  const apply = (next: SearchState) => setParams(searchParamsOf(next), { replace: true, preventScrollReset: true });

  // The keyword searches after a short pause in typing.
  useEffect(() => {
    if (keyword.trim() === state.keyword.trim()) return;
    // Read the address when the timer fires: filters applied meanwhile must stay.
    const timer = setTimeout(
      () =>
        setParams((current) => searchParamsOf({ ...searchStateOf(current), keyword }), {
          replace: true,
          preventScrollReset: true,
        }),
      KEYWORD_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new keyword starts the timer
  }, [keyword]);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Search</Trans>
        </h1>
        <p className="text-base text-muted-foreground">
          <Trans>Find profiles by age, place, education, family and more.</Trans>
        </p>
      </div>
      <MatrimonialNav />

      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label={t`Search by name, profession or gotra`}
            placeholder={t`Name, profession, gotra…`}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') apply({ ...state, keyword });
            }}
            enterKeyHint="search"
            className="pl-11"
          />
        </div>
        <SearchFiltersSheet value={state} onApply={apply} />
      </div>

      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2" aria-label={t`Active filters`}>
          {chips.map(({ key, label, remove }) => (
            <button
              key={key}
              type="button"
              onClick={() => apply(remove(state))}
              aria-label={t`Remove filter ${label}`}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-primary-soft py-1 pr-2 pl-3.5 text-sm font-medium text-primary-soft-foreground hover:bg-primary/15"
            >
              {label}
              <X className="size-4" aria-hidden />
            </button>
          ))}
          <Button
            variant="link"
            size="sm"
            onClick={() => apply({ ...state, ...EMPTY_CRITERIA, gender: null })}
            className="min-h-11"
          >
            <Trans>Clear filters</Trans>
          </Button>
        </div>
      ) : null}

      <ProfileResults
        results={results}
        profileHref={profileHref}
        preferences={preferences.data}
        loadingLabel={t`Searching`}
        errorTitle={t`Could not search profiles`}
        empty={
          <EmptyState
            icon={SearchX}
            title={t`No profiles match`}
            description={t`Try fewer filters or a wider age or height range.`}
            action={
              chips.length > 0 || state.keyword ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    setKeyword('');
                    apply({ ...state, ...EMPTY_CRITERIA, gender: null, keyword: '' });
                  }}
                >
                  <Trans>Clear search</Trans>
                </Button>
              ) : null
            }
          />
        }
        order="newest"
        moreLabel={t`Show more profiles`}
      />
    </div>
  );
}
