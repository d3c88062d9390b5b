import { Trans } from '@lingui/react/macro';
import type { Interest } from '@samaj/shared/matrimonial';
import { Users } from 'lucide-react';

/**
 * Which family member acted on an interest: on my side "Sent by Sunita" / "Answered by Sunita" (my co-manager), on
 * theirs "From Rahul's family (Sunita)" / "Answered by Rahul's family (Sunita)".
 */
export function FamilyNote({
  interest,
  direction,
  otherName,
}: {
  interest: Interest;
  direction: 'received' | 'sent';
  otherName: string;
}) {
  const sender = interest.sentByManager?.fullName;
  const answerer = interest.answeredByManager?.fullName;
  const note =
    direction === 'sent' ? (
      sender ? (
        <Trans>Sent by {sender}</Trans>
      ) : answerer ? (
        <Trans>
          Answered by {otherName}'s family ({answerer})
        </Trans>
      ) : null
    ) : answerer ? (
      <Trans>Answered by {answerer}</Trans>
    ) : sender ? (
      <Trans>
        From {otherName}'s family ({sender})
      </Trans>
    ) : null;
  if (!note) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <Users aria-hidden className="size-4 shrink-0" />
      <span>{note}</span>
    </p>
  );
}
