import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import type { CommunityType } from '@samaj/shared/community';
import type { UserCard } from '@samaj/shared/profile';
import { ChevronLeft, Sparkles, UsersRound } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import { useAddToCheckoutList } from '../api/add-to-checkout-list';
import { useCheckoutList } from '../api/get-checkout-list';
import { useCommunityUsers } from '../api/get-community-users';
import { useHelpKeywords } from '../api/get-help-keywords';
import { useMarkNotInterested } from '../api/mark-not-interested';
import { useRemoveFromCheckoutList } from '../api/remove-from-checkout-list';
import { useRemoveNotInterested } from '../api/remove-not-interested';
import {
  clearFilters,
  clearLocation,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasFilters,
  hasLocation,
  isInCheckoutList,
  keywordListOf,
  membersOf,
  toApiQuery,
  type CommunityFilters,
} from '../stores/filters';
import { ActiveFilters } from './active-filters';
import { FilterSheet } from './filter-sheet';
import { MemberCard, MemberCardSkeleton, type MemberMenu } from './member-card';

needReferenceLabels();

type PageText = Record<
  'title' | 'intro' | 'suggestion' | 'own' | 'newest' | 'loadFailed' | 'noMatch' | 'noneYet',
  MessageDescriptor
>;

const pageText: Record<CommunityType, PageText> = {
  helpers: {
    title: msg`Helpers`,
    intro: msg`Members who offer help: a doctor, a lawyer, a mentor…`,
    suggestion: msg`Suggested for what you are looking for`,
    own: msg`Add the help you are looking for to your profile to see helpers suggested for you.`,
    newest: msg`The newest helpers`,
    loadFailed: msg`Could not load helpers`,
    noMatch: msg`No helpers match these filters`,
    noneYet: msg`No helpers to suggest yet`,
  },
  seekers: {
    title: msg`Seekers`,
    intro: msg`Members looking for help you might be able to give.`,
    suggestion: msg`Suggested for the help you offer`,
    own: msg`Add the help you can offer to your profile to see seekers suggested for you.`,
    newest: msg`The newest seekers`,
    loadFailed: msg`Could not load seekers`,
    noMatch: msg`No seekers match these filters`,
    noneYet: msg`No seekers to suggest yet`,
  },
};

/** /community/helpers and /community/seekers: filters in the URL, cards 6 at a time with infinite scroll. */
export interface MemberListPageProps {
  type: CommunityType;
  /** The "more" menu on each card: Report and Block (composed in app/). */
  memberMenu?: MemberMenu;
}

export function MemberListPage({ type, memberMenu }: MemberListPageProps) {
  const { t, i18n } = useLingui();
  const { label } = useReferenceLabels();
  const text = pageText[type];
  const list = keywordListOf(type);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams, list), [searchParams, list]);
  const filtered = hasFilters(filters, list);
  const query = useMemo(() => toApiQuery(filters, list), [filters, list]);

  const members = useCommunityUsers(type, query);
  const ownKeywords = useHelpKeywords();
  const checkoutList = useCheckoutList();
  const addToShortlist = useAddToCheckoutList();
  const removeFromShortlist = useRemoveFromCheckoutList();
  const markNotInterested = useMarkNotInterested();
  const undoNotInterested = useRemoveNotInterested();

  const suggestedFor = (type === 'helpers' ? ownKeywords.data?.canSeekHelp : ownKeywords.data?.canHelpOut) ?? [];
  const highlight = filtered ? filters.keywords[list] : suggestedFor;
  const users = members.data ? membersOf(members.data.pages) : [];
  const total = members.data?.pages.at(-1)?.pagination.total ?? 0;
  const shortlist = checkoutList.data?.users ?? [];

  function applyFilters(next: CommunityFilters) {
    setSearchParams(filtersToSearchParams(next, list));
    window.scrollTo({ top: 0 });
  }

  // mutateAsync: each tap gets its own answer (mutate's callbacks fire for the latest call only).
  function toggleShortlist(user: UserCard) {
    const change = isInCheckoutList(shortlist, type, user.id)
      ? removeFromShortlist.mutateAsync({ user: { ...user, checkOutType: type }, checkOutType: type })
      : addToShortlist.mutateAsync({ user, checkOutType: type });
    change.catch((error: unknown) =>
      toast({ title: t`Could not update your shortlist`, description: errorMessage(error), variant: 'destructive' }),
    );
  }

  function hide(user: UserCard) {
    const name = user.fullName;
    markNotInterested.mutateAsync(user).then(
      () =>
        toast({
          title: t`${name} is hidden`,
          description: t`You will not see them among helpers or seekers.`,
          duration: 8000,
          action: {
            label: t`Undo`,
            onClick: () =>
              undoNotInterested
                .mutateAsync(user)
                .catch((error: unknown) =>
                  toast({ title: t`Could not undo`, description: errorMessage(error), variant: 'destructive' }),
                ),
          },
        }),
      (error: unknown) =>
        toast({ title: t`Operation failed`, description: errorMessage(error), variant: 'destructive' }),
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Link
          to="/community"
          className="-ml-1 inline-flex min-h-9 items-center gap-0.5 self-start rounded-lg pr-2 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ChevronLeft className="size-4" aria-hidden />
          <Trans>Community</Trans>
        </Link>
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{i18n._(text.title)}</h1>
          <FilterSheet type={type} filters={filters} onApply={applyFilters} />
        </div>
        <p className="text-base text-muted-foreground">{i18n._(text.intro)}</p>
      </div>

      {filtered ? (
        <div className="flex flex-col gap-2">
          <ActiveFilters filters={filters} list={list} onChange={applyFilters} />
          <div className="flex flex-wrap gap-x-5">
            {filters.keywords[list].length > 0 || filters.profession ? (
              <Button variant="link" size="sm" className="px-0" onClick={() => applyFilters(clearFilters(filters))}>
                <Trans>Clear filters</Trans>
              </Button>
            ) : null}
            {hasLocation(filters) ? (
              <Button variant="link" size="sm" className="px-0" onClick={() => applyFilters(clearLocation(filters))}>
                <Trans>Any place</Trans>
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <SuggestionNote
          title={i18n._(suggestedFor.length > 0 ? text.suggestion : text.newest)}
          keywords={suggestedFor.map((keyword) => label('helpKeywords', keyword))}
          hint={suggestedFor.length > 0 ? null : i18n._(text.own)}
        />
      )}

      <section aria-labelledby="results-heading" aria-busy={members.isPending} className="flex flex-col gap-3">
        <h2 id="results-heading" className="text-sm font-medium text-muted-foreground" aria-live="polite">
          {members.isPending ? (
            <Trans>Finding members…</Trans>
          ) : members.isError ? (
            <Trans>Members</Trans>
          ) : type === 'helpers' ? (
            <Plural value={total} one="# helper" other="# helpers" />
          ) : (
            <Plural value={total} one="# seeker" other="# seekers" />
          )}
        </h2>

        {members.isPending ? (
          <div className="flex flex-col gap-3">
            <MemberCardSkeleton />
            <MemberCardSkeleton />
            <MemberCardSkeleton />
          </div>
        ) : members.isError ? (
          <ErrorState
            error={members.error}
            onRetry={() => void members.refetch()}
            retrying={members.isRefetching}
            title={i18n._(text.loadFailed)}
            className="rounded-2xl border border-border bg-card"
          />
        ) : users.length === 0 ? (
          <EmptyState
            icon={UsersRound}
            className="rounded-2xl border border-border bg-card"
            title={i18n._(filtered ? text.noMatch : text.noneYet)}
            description={
              filtered
                ? t`Try fewer keywords, another place or any profession.`
                : t`Use the filters to look for help by keyword, place or profession.`
            }
            action={
              filtered ? (
                <div className="flex flex-wrap justify-center gap-2">
                  {filters.keywords[list].length > 0 || filters.profession ? (
                    <Button onClick={() => applyFilters(clearFilters(filters))}>
                      <Trans>Clear filters</Trans>
                    </Button>
                  ) : null}
                  {hasLocation(filters) ? (
                    <Button variant="outline" onClick={() => applyFilters(clearLocation(filters))}>
                      <Trans>Any place</Trans>
                    </Button>
                  ) : null}
                </div>
              ) : null
            }
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {users.map((user) => (
              <li key={user.id}>
                <MemberCard
                  user={user}
                  type={type}
                  highlight={highlight}
                  shortlisted={isInCheckoutList(shortlist, type, user.id)}
                  onToggleShortlist={() => toggleShortlist(user)}
                  onNotInterested={() => hide(user)}
                  memberMenu={memberMenu}
                />
              </li>
            ))}
          </ul>
        )}

        {members.hasNextPage ? (
          <LoadMore
            loading={members.isFetchingNextPage}
            failed={members.isFetchNextPageError}
            onLoad={() => void members.fetchNextPage()}
          />
        ) : users.length > 0 && !members.isPending ? (
          <p className="py-2 text-center text-sm text-muted-foreground">
            <Trans>That is everyone for now.</Trans>
          </p>
        ) : null}
      </section>
    </div>
  );
}

function SuggestionNote({
  title,
  keywords,
  hint,
}: {
  title: string;
  keywords: readonly string[];
  hint: string | null;
}) {
  return (
    <div className="flex gap-3 rounded-2xl border border-border bg-card p-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-soft-foreground">
        <Sparkles className="size-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">{title}</p>
        {keywords.length > 0 ? (
          <p className="text-sm break-words text-muted-foreground">{keywords.join(' · ')}</p>
        ) : null}
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      </div>
    </div>
  );
}

/** Loads the next 6 as the end of the list scrolls into view; the button is there for those who do not scroll. */
function LoadMore({ loading, failed, onLoad }: { loading: boolean; failed: boolean; onLoad: () => void }) {
  const { t } = useLingui();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  useEffect(() => {
    load.current = onLoad;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!element || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [failed, loading]);

  return (
    <div ref={sentinel} className="flex justify-center py-2">
      {loading ? (
        <Spinner label={t`Loading more members`} />
      ) : (
        <Button variant="outline" onClick={onLoad}>
          {failed ? <Trans>Try again</Trans> : <Trans>Show more</Trans>}
        </Button>
      )}
    </div>
  );
}
