import type { QueryClient } from '@tanstack/react-query';
import { authStore, syncAuthAcrossTabs } from '@/features/auth/stores/auth-store';
import { forgetOfflineCopies } from '@/features/pwa/offline-copies';
import { configureApiClient } from '@/lib/api-client';
import { loadWhenOnline } from '@/lib/load-when-online';

/**
 * Restores the persisted session and hands the API client its token accessors. When a refresh is refused the
 * store is wiped (localStorage included); the route guards then send the member to /login, remembering the page.
 */
export function startSession(queryClient: QueryClient): void {
  authStore.hydrate();
  configureApiClient({
    session: {
      getAccessToken: () => authStore.getState().accessToken,
      getRefreshToken: () => authStore.getState().refreshToken,
      onTokensRefreshed: (tokens) => authStore.setTokens(tokens),
      onSessionExpired: () => {
        authStore.logout();
        queryClient.clear();
      },
      reload: () => authStore.reload(),
    },
  });
  syncAuthAcrossTabs();
  forgetOfflineCopiesWhenMemberChanges();
}

/** On logout, and on a login as someone else, the last member's offline copies and unsent messages go. */
function forgetOfflineCopiesWhenMemberChanges() {
  let memberId = authStore.getState().user?.id ?? null;
  authStore.subscribe(() => {
    const next = authStore.getState().user?.id ?? null;
    if (next === memberId) return;
    memberId = next;
    void forgetOfflineCopies();
    void loadWhenOnline(() => import('@/features/chat/utils/outbox')).then(({ clearOutbox }) => clearOutbox());
  });
}
