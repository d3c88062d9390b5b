import { Trans } from '@lingui/react/macro';
import { ChevronRight, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

/** Settings: the way to the Grievance Officer and the appeal route. */
export function GrievanceLinkCard() {
  return (
    <Card>
      <Link
        to="/grievance"
        className="flex min-h-16 items-center gap-3 rounded-[inherit] px-5 py-4 outline-none hover:bg-muted/50 focus-visible:ring-3 focus-visible:ring-ring"
      >
        <Scale className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-base font-semibold">
            <Trans>Grievances</Trans>
          </span>
          <span className="text-sm text-muted-foreground">
            <Trans>Contact the Grievance Officer, or follow a grievance</Trans>
          </span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      </Link>
    </Card>
  );
}
