import { Trans, useLingui } from '@lingui/react/macro';
import type { AvatarVisibility } from '@samaj/shared/users';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { RadioGroup } from '@/components/ui/form/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMe } from '@/lib/users-api';
import { useUpdatePreferences } from '../api/update-preferences';

/**
 * Settings: "Show my profile photo to: everyone / members I have accepted". The photo beside the member's name in the
 * feed, the community, search, chats and notifications; the others see the first letter of the name.
 */
export function ProfilePhotoSetting() {
  const { t } = useLingui();
  const me = useMe();
  const save = useUpdatePreferences();
  const options: { value: AvatarVisibility; label: string }[] = [
    { value: 'EVERYONE', label: t`Everyone` },
    { value: 'ACCEPTED', label: t`Members I have accepted` },
  ];

  function change(avatarVisibility: AvatarVisibility) {
    save.mutate(
      { avatarVisibility },
      {
        onSuccess: () =>
          toast({
            title: t`Operation Succeed!`,
            description:
              avatarVisibility === 'EVERYONE'
                ? t`Every member can see your profile photo.`
                : t`Only members you have accepted can see your profile photo.`,
          }),
        onError: (error) =>
          toast({ title: t`Operation failed`, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  const value = save.isPending ? save.variables?.avatarVisibility : me.data?.preferences.avatarVisibility;
  return (
    <Card>
      <CardHeader>
        <CardTitle id="profile-photo-setting">
          <Trans>Show my profile photo to</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Members you have accepted: an interest accepted between you, or a photo request you granted. Everyone else
            sees the first letter of your name.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {me.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : me.isError ? (
          <ErrorState compact error={me.error} onRetry={() => void me.refetch()} retrying={me.isRefetching} />
        ) : (
          <RadioGroup
            aria-labelledby="profile-photo-setting"
            variant="list"
            options={options}
            value={value}
            disabled={save.isPending}
            onChange={change}
          />
        )}
      </CardContent>
    </Card>
  );
}
