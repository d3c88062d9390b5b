import type { QueryClient } from '@tanstack/react-query';
import { offerPushAfterReachingOut } from '@/features/push/utils/push-ask';

/**
 * A message or an interest sent (mutations marked `meta: { reachesOut: true }`) is when a member wants to hear the
 * answer: the moment to offer notifications.
 */
export function offerPushAfterSending(queryClient: QueryClient): void {
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.mutation.meta?.reachesOut) {
      offerPushAfterReachingOut();
    }
  });
}
