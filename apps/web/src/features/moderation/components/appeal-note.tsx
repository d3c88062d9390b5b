import { Trans } from '@lingui/react/macro';
import { Scale } from 'lucide-react';

/** Where to go when the officer's answer does not satisfy (IT Rules 2021, rule 3A). */
export function AppealNote() {
  return (
    <section aria-labelledby="appeal-title" className="flex gap-3 rounded-2xl border border-border bg-muted/50 p-4">
      <Scale className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="flex flex-col gap-1">
        <h2 id="appeal-title" className="text-base font-semibold">
          <Trans>Not satisfied with the decision?</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Within 30 days of the Grievance Officer's decision you may appeal to the Grievance Appellate Committee set
            up by the Government of India under rule 3A of the IT Rules 2021, at{' '}
            <a
              href="https://gac.gov.in"
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary hover:underline"
            >
              gac.gov.in
            </a>
            .
          </Trans>
        </p>
      </div>
    </section>
  );
}
