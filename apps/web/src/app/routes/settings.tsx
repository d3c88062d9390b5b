import { DeleteAccountCard } from '@/features/account/components/delete-account-card';
import { DownloadDataCard } from '@/features/account/components/download-data-card';
import { GrievanceLinkCard } from '@/features/moderation/components/grievance-link-card';
import { SessionsCard } from '@/features/account/components/sessions-card';
import { BlockedMembersCard } from '@/features/safety/components/blocked-members-card';
import { MyReportsCard } from '@/features/safety/components/my-reports-card';
import { PhoneVisibilitySetting } from '@/features/users/components/phone-visibility-setting';
import { NotificationSettingsCard } from '@/features/push/components/notification-settings-card';
import { InstallAppCard } from '@/features/pwa/install-app-card';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { OnlineStatusSetting } from '@/features/settings/components/online-status-setting';
import { LogOutEverywhere } from '@/features/settings/components/log-out-everywhere';
import { ThemeChooser } from '@/features/settings/components/theme-chooser';
import { useEndLocalSession } from '../layouts/use-sign-out';
import { Trans } from '@lingui/react/macro';
import { LanguageSwitch } from '@/components/language-switch';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUpdatePreferences } from '@/features/settings/api/update-preferences';

/** Language: on this device at once, and on the member (notifications go out in it). */
function LanguageCard() {
  const save = useUpdatePreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Language</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Samaj and its notifications speak the language you choose.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <LanguageSwitch onChange={(language) => save.mutate({ language })} />
      </CardContent>
    </Card>
  );
}

export function Component() {
  const endLocalSession = useEndLocalSession();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Settings</Trans>
        </h1>
        <p className="text-base text-muted-foreground">
          <Trans>Your password, your devices, your privacy, your screen.</Trans>
        </p>
      </div>
      <InstallAppCard />
      <NotificationSettingsCard />
      <ChangePasswordForm />
      <PhoneVisibilitySetting />
      <OnlineStatusSetting />
      <BlockedMembersCard />
      <MyReportsCard />
      <GrievanceLinkCard />
      <SessionsCard />
      <LogOutEverywhere onLoggedOut={endLocalSession} />
      <LanguageCard />
      <ThemeChooser />
      <DownloadDataCard />
      <DeleteAccountCard onDeleted={endLocalSession} />
    </div>
  );
}
