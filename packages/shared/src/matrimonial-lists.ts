import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { uuidParam } from './envelope.ts';
import { recommendedResult } from './matrimonial-profiles.ts';
import { pageQuery } from './pagination.ts';

/** The member's own matrimonial lists: who viewed my profile, and the profiles I saved (the shortlist). */

export const profileViewsQuery = pageQuery(PAGE_SIZE.matrimonialSearch);
export type ProfileViewsQuery = z.output<typeof profileViewsQuery>;

/**
 * GET /matrimonial/profile-views: the cards of members who opened my profile, latest visit first (paged like
 * recommendations), and each one's visits.
 */
export const profileViews = recommendedResult.extend({
  visits: z.array(
    z.object({
      profileId: z.string(),
      lastViewedAt: z.string(),
      /** On how many days they opened it (a visit is counted once a day). */
      days: z.number().int(),
    }),
  ),
  /** I browse privately: my visits are not recorded, and the list stays empty. */
  browsingPrivately: z.boolean(),
});
export type ProfileViews = z.infer<typeof profileViews>;

export const shortlistQuery = pageQuery(PAGE_SIZE.matrimonialSearch);
export type ShortlistQuery = z.output<typeof shortlistQuery>;

export const shortlistBody = z.object({ targetId: uuidParam });
export type ShortlistBody = z.infer<typeof shortlistBody>;

/** GET /matrimonial/shortlist: the profiles I saved, last saved first (those no longer listed for me left out). */
export const shortlist = recommendedResult;
export type Shortlist = z.infer<typeof shortlist>;

export const shortlistItem = z.object({ targetId: z.string(), saved: z.boolean() });
