import type { QueryKey } from '@tanstack/react-query';
import { isOwnUserData } from '@/lib/users-api';

/** Query keys of the safety feature (blocks and reports, for every member). */
export const safetyKeys = {
  blocks: () => ['blocks'] as const,
  /** Every page of My reports, or one. */
  myReports: (page?: number) =>
    page === undefined ? (['reports', 'mine'] as const) : (['reports', 'mine', page] as const),
};

/**
 * What a block or unblock changes: every query that lists or shows other members (matches, search, interests,
 * community lists and shortlist, posts and comments, chats, notifications, a member's profile), but not the
 * member's own account or the reference data under `['user', …]`.
 */
export function showsOtherMembers(queryKey: QueryKey): boolean {
  return !isOwnUserData(queryKey);
}
