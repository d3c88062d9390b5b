import type { LegalNotice } from '@samaj/shared/account';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LegalFooter } from '@/components/legal-footer';
import { Logo } from '@/components/logo';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/i18n/format';
import { useLegalNotice } from '../api/legal';

export interface LegalPageProps {
  title: string;
  children: (notice: LegalNotice) => ReactNode;
}

/** A public, phone-readable legal page (Terms, Privacy): the operator and grievance officer come from the server. */
export function LegalPage({ title, children }: LegalPageProps) {
  const { t } = useLingui();
  const notice = useLegalNotice();
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col px-5 py-6">
      <header className="pb-5">
        <Link to="/" aria-label={t`Samaj home`}>
          <Logo markClassName="size-9" />
        </Link>
      </header>
      <main className="flex flex-1 flex-col gap-5">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {notice.isPending ? (
          <Skeleton className="h-64 w-full" aria-busy="true" aria-label={t`Loading`} />
        ) : notice.isError ? (
          <ErrorState
            error={notice.error}
            onRetry={() => void notice.refetch()}
            retrying={notice.isRefetching}
            title={t`Could not load this page`}
          />
        ) : (
          <>
            <VersionLine notice={notice.data} />
            <div className="flex flex-col gap-6 text-base leading-relaxed [&_h2]:text-xl [&_h2]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5 [&_section]:flex [&_section]:flex-col [&_section]:gap-2 [&_a]:font-semibold [&_a]:text-primary [&_a]:underline">
              {children(notice.data)}
            </div>
          </>
        )}
      </main>
      <LegalFooter className="pt-8" />
    </div>
  );
}

function VersionLine({ notice }: { notice: LegalNotice }) {
  const version = formatDate(notice.termsVersion, 'long');
  const operatorName = notice.operator.name;
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>
        Version of {version}. Run by {operatorName}.
      </Trans>
    </p>
  );
}

/** Who to write to: the operator, and the grievance officer. */
export function Contacts({ notice }: { notice: LegalNotice }) {
  const officer = notice.grievanceOfficer;
  return (
    <section aria-labelledby="contacts">
      <h2 id="contacts">
        <Trans>Contact and grievances</Trans>
      </h2>
      <p>
        {notice.operator.name}: <a href={`mailto:${notice.operator.email}`}>{notice.operator.email}</a>
        {notice.operator.address ? `, ${notice.operator.address}` : null}.
      </p>
      <p>
        <Trans>Grievance Officer:</Trans> {officer.name}, <a href={`mailto:${officer.email}`}>{officer.email}</a>
        {officer.phone ? `, ${officer.phone}` : null}
        {officer.address ? `, ${officer.address}` : null}.{' '}
        <Trans>
          A grievance is acknowledged within 24 hours and resolved within 15 days; you can also file one without logging
          in on the <Link to="/grievance">grievance page</Link>.
        </Trans>
      </p>
    </section>
  );
}
