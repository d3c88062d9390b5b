import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LabelledSwitch, LabelledSwitchSkeleton } from '@/components/ui/labelled-switch';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMe } from '@/lib/users-api';
import { useUpdatePersonalDetails } from '../api/update-personal-details';
import { withPhoneVisibility } from '../utils/phone-visibility';
import { profileTabHref } from '../utils/profile-tabs';

/** Settings: whether members can see the phone number on the member's profile. */
export function PhoneVisibilitySetting() {
  const { t } = useLingui();
  const profile = useMe();
  const save = useUpdatePersonalDetails();

  function change(isPublic: boolean) {
    if (!profile.data) return;
    const body = withPhoneVisibility(profile.data.personalDetails, isPublic);
    if (!body) return;
    save.mutate(body, {
      onSuccess: () =>
        toast({
          title: t`Operation Succeed!`,
          description: isPublic ? t`Members can now see your phone number.` : t`Your phone number is now private.`,
        }),
      onError: (error) =>
        toast({ title: t`Operation failed`, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  const details = profile.data?.personalDetails;
  // While saving, the switch shows the member's choice rather than the stored value.
  const checked = save.isPending ? Boolean(save.variables?.isPhoneNumberPublic) : Boolean(details?.isPhoneNumberPublic);
  const incomplete = details ? withPhoneVisibility(details, checked) === null : false;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Phone number</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Choose whether members see your number on your profile.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <LabelledSwitchSkeleton />
        ) : profile.isError ? (
          <ErrorState
            compact
            error={profile.error}
            onRetry={() => void profile.refetch()}
            retrying={profile.isRefetching}
          />
        ) : (
          <div className="flex flex-col gap-3">
            <LabelledSwitch
              id="phone-visibility"
              label={t`Show my phone number to members`}
              hint={checked ? t`Members can call you from your profile.` : t`Members reach you through Samaj only.`}
              checked={checked}
              disabled={save.isPending || incomplete}
              onCheckedChange={change}
            />
            {incomplete ? (
              <p className="text-sm text-muted-foreground">
                <Trans>
                  First add your name, date of birth, gender and place in{' '}
                  <Link
                    to={profileTabHref('personaldetails')}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    your personal details
                  </Link>
                  .
                </Trans>
              </p>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
