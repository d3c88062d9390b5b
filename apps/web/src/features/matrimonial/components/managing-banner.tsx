import { Trans } from '@lingui/react/macro';
import { ArrowLeft, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCoManagers } from '../api/co-managers';

/** The family member's profile I manage (accepted), if I do; `isPending` while my list loads. */
export function useManagedOwner(ownerId: string) {
  const coManagers = useCoManagers();
  const owner = coManagers.data?.managing.find((row) => row.member.id === ownerId && row.status === 'ACCEPTED');
  return { owner: owner?.member, isPending: coManagers.isPending };
}

/** "Managing Rahul's profile", always in sight, with the way back (the switcher of the matrimonial area). */
export function ManagingBanner({ name, backTo = '/matrimonial/family' }: { name: string; backTo?: string }) {
  return (
    <div
      role="status"
      className="sticky top-[calc(var(--frame-top,0px)+0.5rem)] z-10 flex items-center gap-3 rounded-2xl bg-primary px-4 py-3 text-primary-foreground shadow-md"
    >
      <Users aria-hidden className="size-5 shrink-0" />
      <p className="min-w-0 flex-1 text-base font-semibold break-words">
        <Trans>Managing {name}'s profile</Trans>
      </p>
      <Button asChild variant="secondary" size="sm">
        <Link to={backTo}>
          <ArrowLeft aria-hidden />
          <Trans>Switch back</Trans>
        </Link>
      </Button>
    </div>
  );
}
