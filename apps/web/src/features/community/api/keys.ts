import type { CommunityType } from '@samaj/shared/community';

/** Query keys of the community area; `communityKeys.lists()` covers every helpers and seekers list. */
export const communityKeys = {
  all: ['community'] as const,
  /** Every helpers and seekers list, whatever its filters: what a shortlist or not-interested change touches. */
  lists: () => ['community', 'list'] as const,
  list: (type: CommunityType, filters: object) => ['community', 'list', type, filters] as const,
  checkoutList: () => ['community', 'checkout-list'] as const,
  notInterestedUsers: () => ['community', 'not-interested-users'] as const,
};
