import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3, Flag, type LucideIcon, ScrollText, Scale, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuditTab } from './audit-tab';
import { GrievancesTab } from './grievances-tab';
import { MembersTab } from './members-tab';
import { QueueTab } from './queue-tab';
import { StatsTab } from './stats-tab';
import type { Viewer } from './viewer';

const SECTIONS: {
  value: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  content: (viewer: Viewer) => ReactNode;
}[] = [
  { value: 'queue', label: msg`Queue`, icon: Flag, content: () => <QueueTab /> },
  { value: 'members', label: msg`Members`, icon: UsersRound, content: (viewer) => <MembersTab viewer={viewer} /> },
  { value: 'grievances', label: msg`Grievances`, icon: Scale, content: () => <GrievancesTab /> },
  { value: 'audit', label: msg`Audit log`, icon: ScrollText, content: () => <AuditTab /> },
  { value: 'stats', label: msg`Stats`, icon: BarChart3, content: () => <StatsTab /> },
];

/** The moderation console: the queue, members, grievances, the audit log and stats; the section is in the URL. */
export function ModerationConsole({ viewer }: { viewer: Viewer }) {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = SECTIONS.some((section) => section.value === requested) ? requested! : 'queue';
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Moderation</Trans>
        </h1>
        <p className="text-base text-muted-foreground">
          <Trans>Reports are answered within 24 hours, the urgent ones first.</Trans>
        </p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setSearchParams({ tab: value }, { replace: true })}>
        <TabsList
          className="grid grid-cols-3 sm:sticky sm:top-[var(--frame-top)] sm:z-10 sm:flex"
          aria-label={t`Console sections`}
        >
          {SECTIONS.map((section) => (
            <TabsTrigger key={section.value} value={section.value} className="px-2.5">
              <section.icon aria-hidden className="max-sm:hidden" />
              {i18n._(section.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {SECTIONS.map((section) => (
          <TabsContent key={section.value} value={section.value} className="pt-4">
            {section.value === tab ? section.content(viewer) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
