import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AppealNote } from '@/features/moderation/components/appeal-note';
import { GrievanceStatusCard } from '@/features/moderation/components/grievance-status-card';
import { Trans } from '@lingui/react/macro';

/** /grievance/{ticket}: where a grievance stands (public). */
export function Component() {
  const { ticket = '' } = useParams();
  return (
    <div className="flex flex-col gap-5">
      <Link
        to="/grievance"
        className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        <Trans>Grievances</Trans>
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Your grievance</Trans>
      </h1>
      <GrievanceStatusCard ticket={ticket} />
      <AppealNote />
    </div>
  );
}
