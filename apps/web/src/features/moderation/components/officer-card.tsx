import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MapPin, Phone, UserRound } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useGrievanceOfficer } from '../api/grievances';

/** The Grievance Officer named under IT Rules 2021, rule 3(2): name and how to reach them. */
export function OfficerCard() {
  const { t } = useLingui();
  const officer = useGrievanceOfficer();
  return (
    <Card aria-labelledby="officer-title">
      <CardHeader>
        <CardTitle id="officer-title">
          <Trans>Grievance Officer</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Acknowledges every grievance within 24 hours and resolves it within 15 days.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {officer.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label={t`Loading the officer's contact`}>
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-56" />
          </div>
        ) : officer.isError ? (
          <ErrorState
            compact
            error={officer.error}
            onRetry={() => void officer.refetch()}
            title={t`Could not load the officer's contact`}
          />
        ) : (
          <dl className="flex flex-col gap-2 text-base">
            <Line icon={UserRound} label={t`Name`}>
              {officer.data.name}
            </Line>
            <Line icon={Mail} label={t`Email`}>
              <a href={`mailto:${officer.data.email}`} className="font-medium text-primary hover:underline">
                {officer.data.email}
              </a>
            </Line>
            {officer.data.phone ? (
              <Line icon={Phone} label={t`Phone`}>
                <a href={`tel:${officer.data.phone}`} className="font-medium text-primary hover:underline">
                  {officer.data.phone}
                </a>
              </Line>
            ) : null}
            {officer.data.address ? (
              <Line icon={MapPin} label={t`Address`}>
                {officer.data.address}
              </Line>
            ) : null}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function Line({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-2.5">
      <dt className="pt-0.5">
        <Icon className="size-5 text-muted-foreground" aria-hidden />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
