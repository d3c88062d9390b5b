import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { ArrowLeft, ChevronRight, MapPin, Search, SearchX, UsersRound, X } from 'lucide-react';
import { Link } from 'react-router';
import { SEARCH_MIN_CHARS } from '@samaj/shared/constants';
import type { UserCard } from '@samaj/shared/profile';
import { Avatar } from '@/components/ui/avatar';
import type { OverlayTrigger } from '@/components/ui/deferred-overlay';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { PersonSkeleton } from '@/components/ui/skeleton';
import { useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import { useCharacterLimit, type FieldHandlers } from '@/lib/character-limit';
import { cn } from '@/lib/utils';
import { useMemberSearch } from '../api/search-members';
import { SEARCH_KEYWORD_MAX_LENGTH, normaliseKeyword } from '../utils/search-keyword';
import { useDebouncedValue } from '../utils/use-debounced-value';
import { VerifiedBadge } from '@/components/verified-badge';
import { ShowMoreButton } from '@/components/ui/show-more-button';

const DEBOUNCE_MS = 300;

/**
 * The search panel (full screen on phones, so the keyboard leaves room for results) and its triggers; mounted by
 * MemberSearch once the page has painted (components/ui/deferred-overlay.tsx). Each result opens the member's profile.
 */
export function MemberSearchPanel({
  triggers: [phoneTrigger, boxTrigger],
}: {
  triggers: readonly [OverlayTrigger, OverlayTrigger];
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const limit = useCharacterLimit<HTMLInputElement, FieldHandlers<HTMLInputElement>>(SEARCH_KEYWORD_MAX_LENGTH, {
    onChange: (event) => setText(event.target.value),
  });
  const typed = normaliseKeyword(text);
  const keyword = useDebouncedValue(typed, DEBOUNCE_MS);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger {...phoneTrigger} />
      <SheetTrigger className={boxTrigger.className}>
        <Search className="size-5 shrink-0" aria-hidden />
        <span className="truncate">{typed || t`Search members by name`}</span>
      </SheetTrigger>
      <SheetContent
        side="top"
        closeLabel={null}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
          inputRef.current?.select();
        }}
        className="flex flex-col overflow-hidden"
      >
        <SheetTitle className="sr-only">
          <Trans>Search members</Trans>
        </SheetTitle>
        <SheetDescription className="sr-only">
          <Trans>Find a member by any part of their name</Trans>
        </SheetDescription>
        <div className="flex shrink-0 items-center gap-1 border-b border-border px-2 py-2">
          <SheetClose
            aria-label={t`Close search`}
            className="grid size-11 shrink-0 place-items-center rounded-full text-foreground hover:bg-muted"
          >
            <ArrowLeft className="size-6 md:hidden" aria-hidden />
            <X className="hidden size-5 md:block" aria-hidden />
          </SheetClose>
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <input
              ref={inputRef}
              type="search"
              value={text}
              {...limit}
              placeholder={t`Search members by name`}
              aria-label={t`Search members`}
              aria-describedby={typed.length < SEARCH_MIN_CHARS ? 'member-search-hint' : undefined}
              autoComplete="off"
              autoCapitalize="words"
              enterKeyHint="search"
              className="h-12 w-full min-w-0 rounded-xl border border-input bg-card pr-11 pl-11 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 [&::-webkit-search-cancel-button]:hidden"
            />
            {text ? (
              <button
                type="button"
                aria-label={t`Clear search`}
                onClick={() => {
                  setText('');
                  inputRef.current?.focus();
                }}
                className="absolute top-1/2 right-0.5 grid size-11 -translate-y-1/2 place-items-center rounded-full text-muted-foreground hover:text-foreground"
              >
                <X className="size-5" aria-hidden />
              </button>
            ) : null}
          </div>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))]">
          {typed.length < SEARCH_MIN_CHARS ? (
            <SearchPrompt started={typed.length > 0} />
          ) : (
            <SearchResults keyword={keyword} settling={keyword !== typed} onOpenProfile={() => setOpen(false)} />
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

function SearchPrompt({ started }: { started: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <UsersRound className="size-7" aria-hidden />
      </span>
      <p className="text-lg font-semibold">
        <Trans>Find a member</Trans>
      </p>
      <p
        id="member-search-hint"
        className={cn('text-base text-muted-foreground', started && 'font-medium text-foreground')}
      >
        <Trans>Type at least {SEARCH_MIN_CHARS} characters</Trans>
      </p>
      <p className="max-w-xs text-sm text-muted-foreground">
        <Trans>Any part of a name works, first name or surname.</Trans>
      </p>
    </div>
  );
}

interface SearchResultsProps {
  keyword: string;
  /** The member is still typing: the results shown are for the previous keyword. */
  settling: boolean;
  onOpenProfile: () => void;
}

function SearchResults({ keyword, settling, onOpenProfile }: SearchResultsProps) {
  const { t } = useLingui();
  const search = useMemberSearch(keyword);

  if (keyword.length < SEARCH_MIN_CHARS || search.isPending) return <ResultsSkeleton />;
  if (search.isError) {
    return (
      <ErrorState
        error={search.error}
        onRetry={() => void search.refetch()}
        retrying={search.isRefetching}
        title={t`Could not search members`}
      />
    );
  }

  const rows = search.data.pages.flatMap((page) => page.rows);
  const total = search.data.pages[0]?.total ?? 0;
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={t`No members found for “${keyword}”`}
        description={t`Check the spelling, or try a shorter part of the name.`}
      />
    );
  }

  return (
    <div className={cn('flex flex-col gap-1 transition-opacity', settling && 'opacity-60')} aria-busy={settling}>
      <p className="px-3 pt-1 pb-2 text-sm font-medium text-muted-foreground" aria-live="polite">
        <Plural value={total} one="# member" other="# members" />
      </p>
      <ul aria-label={t`Members found`} className="flex flex-col gap-0.5">
        {rows.map((member) => (
          <li key={member.id}>
            <MemberResult member={member} keyword={keyword} onOpen={onOpenProfile} />
          </li>
        ))}
      </ul>
      <ShowMoreButton query={search} className="mx-3 mt-2">
        <Trans>Load more</Trans>
      </ShowMoreButton>
    </div>
  );
}

function MemberResult({ member, keyword, onOpen }: { member: UserCard; keyword: string; onOpen: () => void }) {
  const { t } = useLingui();
  const { label } = useReferenceLabels();
  const job = member.currentJobRole ?? (member.profession ? label('occupations', member.profession) : null);
  const location = member.currentLocation;
  const place = location ? `${label('cities', location.city)}, ${label('states', location.state)}` : null;
  return (
    <Link
      to={`/profile/${member.id}`}
      onClick={onOpen}
      className="flex min-h-16 items-center gap-3 rounded-2xl px-3 py-2.5 transition-colors hover:bg-muted focus-visible:bg-muted"
    >
      <Avatar src={member.image} name={member.fullName} size="md" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex min-w-0 items-center text-base font-semibold">
          <span className="truncate">
            <Highlighted text={member.fullName || t`Member`} part={keyword} />
          </span>
          <VerifiedBadge verified={member.isVerified} />
        </span>
        {job ? <span className="truncate text-sm text-foreground/80">{job}</span> : null}
        {place ? (
          <span className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{place}</span>
          </span>
        ) : null}
      </span>
      <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
    </Link>
  );
}

/** The typed part of the name in bold, when it appears as typed (near misspellings match too, unmarked). */
function Highlighted({ text, part }: { text: string; part: string }) {
  const start = text.toLocaleLowerCase().indexOf(part.toLocaleLowerCase());
  if (start < 0 || !part) return <>{text}</>;
  const end = start + part.length;
  return (
    <>
      {text.slice(0, start)}
      <mark className="rounded-[3px] bg-primary-soft text-primary-soft-foreground">{text.slice(start, end)}</mark>
      {text.slice(end)}
    </>
  );
}

function ResultsSkeleton() {
  const { t } = useLingui();
  return (
    <ul role="status" aria-label={t`Searching`} className="flex flex-col gap-0.5 pt-9">
      {[0, 1, 2, 3].map((row) => (
        <li key={row} className="flex min-h-16 items-center gap-3 px-3 py-2.5">
          <PersonSkeleton name="w-40" detail="w-28" />
        </li>
      ))}
    </ul>
  );
}
