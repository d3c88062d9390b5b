import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Phone, PhoneCall } from 'lucide-react';
import { InfoSection } from '@/components/info-section';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { useContact } from '../api/contact';

/**
 * A connected member's phone and family contact, fetched only when asked for: each read is recorded and shown to
 * the member ("Contact viewed by …"), so a visit to the profile alone does not count as one.
 */
export function ContactCard({ userId, name }: { userId: string; name: string }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const contact = useContact(userId, shown);

  return (
    <InfoSection icon={PhoneCall} title={t`Contact details`}>
      {!shown ? (
        <>
          <p className="text-base text-muted-foreground">
            <Trans>
              You accepted each other's interest, so you can call the family. {name} will see that you looked.
            </Trans>
          </p>
          <Button className="self-start" onClick={() => setShown(true)}>
            <Phone aria-hidden />
            <Trans>Show contact details</Trans>
          </Button>
        </>
      ) : contact.isError ? (
        <ErrorState
          error={contact.error}
          onRetry={() => void contact.refetch()}
          retrying={contact.isRefetching}
          title={t`Could not load the contact details`}
        />
      ) : contact.isPending ? (
        <p className="text-base text-muted-foreground" aria-busy="true">
          <Trans>Loading...</Trans>
        </p>
      ) : (
        <dl className="flex flex-col gap-3">
          <ContactLine label={name} phone={contact.data.phoneNumber} />
          {contact.data.familyContact ? (
            <ContactLine
              label={contact.data.familyContact.name ?? t`Family contact`}
              phone={contact.data.familyContact.phoneNumber}
            />
          ) : null}
        </dl>
      )}
    </InfoSection>
  );
}

function ContactLine({ label, phone }: { label: string; phone: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-muted px-3 py-2">
      <dt className="min-w-0 text-base font-semibold break-words">{label}</dt>
      <dd>
        <a
          href={`tel:${phone}`}
          className="flex min-h-11 items-center gap-2 text-base font-semibold text-primary underline-offset-2 hover:underline"
        >
          <Phone aria-hidden className="size-4" />
          {phone}
        </a>
      </dd>
    </div>
  );
}
