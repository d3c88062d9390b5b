/** Query keys of the matrimonial feature; mutations invalidate the parts they change. */
export const matrimonialKeys = {
  all: ['matrimonial'] as const,
  recommended: () => ['matrimonial', 'recommended'] as const,
  search: (filters?: unknown) =>
    filters === undefined ? (['matrimonial', 'search'] as const) : (['matrimonial', 'search', filters] as const),
  profile: (id?: string) =>
    id === undefined ? (['matrimonial', 'profile'] as const) : (['matrimonial', 'profile', id] as const),
  preferences: () => ['matrimonial', 'preferences'] as const,
  profileViews: () => ['matrimonial', 'profile-views'] as const,
  shortlist: () => ['matrimonial', 'shortlist'] as const,
  contact: (userId: string) => ['matrimonial', 'contact', userId] as const,
  contactViews: () => ['matrimonial', 'contact-views'] as const,
  coManagers: () => ['matrimonial', 'co-managers'] as const,
  /** The interests of a profile I manage for family (`X-Acting-For`). */
  managedInterests: (ownerId: string, direction: 'received' | 'sent') =>
    ['matrimonial', 'managing', ownerId, direction] as const,
  managedChat: (ownerId: string, memberId: string) => ['matrimonial', 'managing', ownerId, 'chat', memberId] as const,
  /** The marriage profile of a family member I manage, as its form edits it. */
  managedDetails: (ownerId: string) => ['matrimonial', 'managing', ownerId, 'details'] as const,
  /** The partner preferences of a family member I manage. */
  managedPreferences: (ownerId: string) => ['matrimonial', 'managing', ownerId, 'preferences'] as const,
  interests: (direction?: 'received' | 'sent', statuses?: readonly string[]) =>
    direction === undefined
      ? (['matrimonial', 'interests'] as const)
      : (['matrimonial', 'interests', direction, statuses ?? []] as const),
  photoRequests: (direction?: 'received' | 'sent', statuses?: readonly string[]) =>
    direction === undefined
      ? (['matrimonial', 'photo-requests'] as const)
      : (['matrimonial', 'photo-requests', direction, statuses ?? []] as const),
};
