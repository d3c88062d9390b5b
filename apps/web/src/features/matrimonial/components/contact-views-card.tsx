import { Trans, useLingui } from '@lingui/react/macro';
import { PhoneCall } from 'lucide-react';
import { InfoSection } from '@/components/info-section';
import { Avatar } from '@/components/ui/avatar';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { useContactViews } from '../api/contact';
import { timeAgo } from '../utils/format';

/** "Contact viewed by …": each time a connected family read my phone number and family contact, newest first. */
export function ContactViewsCard() {
  const { t, i18n } = useLingui();
  const views = useContactViews();
  const rows = views.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <InfoSection icon={PhoneCall} title={t`Contact viewed by`}>
      {views.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : views.isError ? (
        <ErrorState
          error={views.error}
          onRetry={() => void views.refetch()}
          retrying={views.isRefetching}
          title={t`Could not load who viewed your contact`}
        />
      ) : rows.length === 0 ? (
        <p className="text-base text-muted-foreground">
          <Trans>
            Nobody has viewed your contact details yet. Only families whose interest was accepted can see them.
          </Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((row) => {
            const name = row.viewer.fullName;
            const when = timeAgo(row.viewedAt, i18n);
            const manager = row.byManager?.fullName;
            return (
              <li key={row.id} className="flex items-center gap-3">
                <Avatar src={row.viewer.image} name={name} size="md" />
                <p className="min-w-0 text-base break-words">
                  {manager ? (
                    <Trans>
                      <strong>
                        {name}'s family ({manager})
                      </strong>{' '}
                      viewed your contact details {when}
                    </Trans>
                  ) : (
                    <Trans>
                      <strong>{name}</strong> viewed your contact details {when}
                    </Trans>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <ShowMoreButton query={views} />
    </InfoSection>
  );
}
