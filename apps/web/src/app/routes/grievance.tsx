import { AppealNote } from '@/features/moderation/components/appeal-note';
import { GrievanceForm } from '@/features/moderation/components/grievance-form';
import { OfficerCard } from '@/features/moderation/components/officer-card';
import { TicketLookup } from '@/features/moderation/components/ticket-lookup';
import { Trans } from '@lingui/react/macro';

/** /grievance: public (IT Rules 2021, rule 3(2)): the officer, the form, a ticket's status, the appeal route. */
export function Component() {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Grievances</Trans>
        </h1>
        <p className="text-base text-muted-foreground">
          <Trans>
            Tell us about content or a member that breaks the law or our rules, or a decision you disagree with.
          </Trans>
        </p>
      </div>
      <OfficerCard />
      <GrievanceForm />
      <TicketLookup />
      <AppealNote />
    </div>
  );
}
