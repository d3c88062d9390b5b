import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LabelledSwitch, LabelledSwitchSkeleton } from '@/components/ui/labelled-switch';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMe } from '@/lib/users-api';
import { useUpdatePreferences } from '../api/update-preferences';

/** Settings: "Show when I'm online" (only members the member talks with, or has an accepted interest with, see it). */
export function OnlineStatusSetting() {
  const { t } = useLingui();
  const me = useMe();
  const save = useUpdatePreferences();

  function change(showOnline: boolean) {
    save.mutate(
      { showOnline },
      {
        onSuccess: () =>
          toast({
            title: t`Operation Succeed!`,
            description: showOnline
              ? t`Members you talk with can see when you are online.`
              : t`You now appear offline.`,
          }),
        onError: (error) =>
          toast({ title: t`Operation failed`, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  // While saving, the switch shows the member's choice rather than the stored value.
  const checked = save.isPending ? Boolean(save.variables?.showOnline) : Boolean(me.data?.preferences.showOnline);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Online status</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Only members you have talked with (both of you wrote) or whose interest was accepted can see it.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {me.isPending ? (
          <LabelledSwitchSkeleton />
        ) : me.isError ? (
          <ErrorState compact error={me.error} onRetry={() => void me.refetch()} retrying={me.isRefetching} />
        ) : (
          <LabelledSwitch
            id="show-online"
            label={t`Show when I’m online`}
            hint={
              checked
                ? t`Turn it off to appear offline to everyone.`
                : t`You appear offline to everyone, and you do not see when others are online.`
            }
            checked={checked}
            disabled={save.isPending}
            onCheckedChange={change}
          />
        )}
      </CardContent>
    </Card>
  );
}
