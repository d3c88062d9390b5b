/**
 * The profile's tabs as `?page=` values (`page=matrimonialdetails` opens the matrimonial tab). Kept free of
 * reference data so the home page can link to a tab without downloading the lists.
 */
export const PROFILE_TABS = ['personaldetails', 'communitydetails', 'matrimonialdetails'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const DEFAULT_PROFILE_TAB: ProfileTab = 'personaldetails';

export function profileTabOf(page: string | null): ProfileTab {
  return PROFILE_TABS.includes(page as ProfileTab) ? (page as ProfileTab) : DEFAULT_PROFILE_TAB;
}

/** `/profile?page=…`, optionally `#field` so the form scrolls to that field. */
export function profileTabHref(tab: ProfileTab, field?: string): string {
  return `/profile?page=${tab}${field ? `#${field}` : ''}`;
}
