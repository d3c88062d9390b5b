import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { DeferredOverlay, deferredOverlay } from '@/components/ui/deferred-overlay';

// The panel (its search, results and the sheet around them) loads once the member starts using the page: the top bar shows the
// search on every member page.
const memberSearchPanel = deferredOverlay(async () => (await import('./member-search-panel')).MemberSearchPanel);

/** The top bar's member search: an icon on phones and a search box from tablet width, both opening one panel. */
export function MemberSearch() {
  const { t } = useLingui();
  const triggers = [
    {
      'aria-label': t`Search members`,
      className: 'grid size-11 place-items-center rounded-full text-foreground hover:bg-muted md:hidden',
      children: <Search className="size-6" aria-hidden />,
    },
    {
      className:
        'hidden h-11 w-full max-w-md items-center gap-3 rounded-xl border border-input bg-card px-4 text-left text-base text-muted-foreground shadow-xs transition-colors hover:border-ring/60 md:flex',
      children: (
        <>
          <Search className="size-5 shrink-0" aria-hidden />
          <span className="truncate">{t`Search members by name`}</span>
        </>
      ),
    },
  ] as const;
  return (
    <DeferredOverlay preload={memberSearchPanel.preload} trigger={triggers} popup="dialog">
      <memberSearchPanel.Overlay triggers={triggers} />
    </DeferredOverlay>
  );
}
