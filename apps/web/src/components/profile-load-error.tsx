import { UserRoundX } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ApiError } from '@/lib/api-client';
import { useLingui } from '@lingui/react/macro';

export interface ProfileLoadErrorProps {
  /** The profile's failed query. */
  query: { error: unknown; refetch: () => unknown; isRefetching: boolean };
  /** The statuses that mean the profile cannot be shown to this member (gone, hidden, not allowed). */
  unavailableStatuses: readonly number[];
  /** Why it may be unavailable. */
  description: string;
  /** Where the member goes from there. */
  back: { to: string; label: string };
}

/** A member's profile that did not load: "not available" with a way back when the API says so, else "Try again". */
export function ProfileLoadError({ query, unavailableStatuses, description, back }: ProfileLoadErrorProps) {
  const { error } = query;
  const { t } = useLingui();
  if (error instanceof ApiError && unavailableStatuses.includes(error.status)) {
    return (
      <Card>
        <EmptyState
          icon={UserRoundX}
          title={t`This profile is not available`}
          description={description}
          link={back}
        />
      </Card>
    );
  }
  return (
    <Card>
      <ErrorState
        error={error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        title={t`Could not load this profile`}
      />
    </Card>
  );
}
