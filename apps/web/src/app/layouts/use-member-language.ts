import { useEffect } from 'react';
import { authStore, useAuthState } from '@/features/auth/stores/auth-store';
import { updatePreferences } from '@/features/settings/api/update-preferences';
import { activateLanguage, savedLanguage } from '@/lib/i18n';

/**
 * The member's language lives on the device (chosen on the login screen or in Settings) and on the member, where the
 * server reads it for notifications. A device that never chose one takes the member's; a device that did tells the
 * server, so that notifications follow the language last chosen.
 */
export function useMemberLanguage(): void {
  const { user } = useAuthState();
  const memberLanguage = user?.language;

  useEffect(() => {
    // A session refused between this render's commit and its effects has already wiped the device's storage.
    if (!memberLanguage || !authStore.getState().isAuthenticated) return;
    const chosenHere = savedLanguage();
    if (!chosenHere) void activateLanguage(memberLanguage, { remember: true });
    else if (chosenHere !== memberLanguage) void updatePreferences({ language: chosenHere }).catch(() => undefined);
  }, [memberLanguage]);
}
