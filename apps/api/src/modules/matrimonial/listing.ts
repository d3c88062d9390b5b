import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Bound } from '../../db/prepared.ts';
import { matrimonialProfiles, users } from '../../db/schema/index.ts';
import { visibleTo } from '../safety/index.ts';

/**
 * The profiles a member may find, open and send an interest to: another member, onboarded, with a complete marriage
 * profile they have not hidden, and visible to the viewer. Everything else answers as if there were no profile.
 */
export function listedProfile(viewerId: Bound): SQL {
  return and(
    eq(users.onboardingCompleted, true),
    eq(users.isMatrimonialProfile, true),
    eq(matrimonialProfiles.isHidden, false),
    ne(users.id, viewerId),
    visibleTo(viewerId, users.id),
  )!;
}
