import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { GRIEVANCE_TICKET_PATTERN } from '@samaj/shared/grievances';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';

/** "Already filed one?": a ticket opens its status page. */
export function TicketLookup() {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const [ticket, setTicket] = useState('');
  const [error, setError] = useState<string | undefined>();

  function open(event: FormEvent) {
    event.preventDefault();
    const code = ticket.trim().toUpperCase();
    if (!GRIEVANCE_TICKET_PATTERN.test(code))
      return setError(t`Enter the ticket as you received it, e.g. GRV-7K2M9QXD4TPA`);
    void navigate(`/grievance/${code}`);
  }

  return (
    <form noValidate aria-label={t`Check a grievance`} onSubmit={open} className="flex flex-col gap-3">
      <FormField id={id} label={t`Already filed one? Enter your ticket`} error={error}>
        <Input
          {...fieldAria(id, { error })}
          value={ticket}
          onChange={(event) => {
            setTicket(event.target.value);
            setError(undefined);
          }}
          placeholder={t`GRV-…`}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </FormField>
      <Button type="submit" variant="outline" className="self-stretch sm:self-start">
        <Trans>Check status</Trans>
      </Button>
    </form>
  );
}
