import { v7 as uuidv7 } from 'uuid';
import {
  matrimonialCoManagerActions,
  matrimonialCoManagers,
  photoRequests,
  type matrimonialProfiles,
} from '../db/schema/index.ts';
import type { DemoContext } from './demo.ts';
import type { MarriageCandidate } from './matrimonial.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface DemoFamilyInput {
  /** Listed men with a marriage profile, in the demo's order. */
  men: MarriageCandidate[];
  /** Every member the matrimonial step read (the demo's own members first), with birth dates. */
  everyone: MarriageCandidate[];
  profiles: (typeof matrimonialProfiles.$inferInsert)[];
  /** `a|b` (sorted ids) for each pair with an interest: no photo request between them. */
  interestPairs: ReadonlySet<string>;
  today: Date;
}

/**
 * What the Photos tab and the Family page show the demo login (Asha, whose photos only families she accepted see):
 * three members waiting for her to share her photos, one she shared them with, and one whose photos she asked for;
 * an older member of the demo community helping manage her profile (with what she did), and a younger one asking
 * Asha to help manage hers. Without her own photos (the seed CLI stores none) there are no photo requests.
 */
export async function seedDemoFamily(
  { db, demoUser, members }: Pick<DemoContext, 'db' | 'demoUser' | 'members'>,
  { men, everyone, profiles, interestPairs, today }: DemoFamilyInput,
): Promise<{ photoRequests: number; coManagers: number }> {
  const at = (hoursAgo: number) => new Date(today.getTime() - hoursAgo * HOUR_MS);
  const pair = (a: string, b: string) => [a, b].sort().join('|');
  const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
  const asha = profileOf.get(demoUser.id);

  const requests: (typeof photoRequests.$inferInsert)[] = [];
  if (asha && (asha.images?.length ?? 0) > 0) {
    const strangers = men.filter((man) => !interestPairs.has(pair(man.id, demoUser.id)));
    // Photos she cannot see yet: hidden by their owner, and no interest between them.
    const hiddenPhotos = strangers.find((man) => {
      const profile = profileOf.get(man.id);
      return profile?.photoVisibility !== 'ALL' && (profile?.images?.length ?? 0) > 0;
    });
    const askers = strangers.filter((man) => man !== hiddenPhotos).slice(0, 4);
    askers.slice(0, 3).forEach((man, index) => {
      const createdAt = at(5 + index * 20);
      requests.push({
        id: uuidv7({ msecs: createdAt.getTime() }),
        requesterId: man.id,
        ownerId: demoUser.id,
        createdAt,
        updatedAt: createdAt,
      });
    });
    const granted = askers[3];
    if (granted) {
      const createdAt = at(4 * 24);
      const respondedAt = at(3 * 24);
      requests.push({
        id: uuidv7({ msecs: createdAt.getTime() }),
        requesterId: granted.id,
        ownerId: demoUser.id,
        status: 'GRANTED',
        createdAt,
        updatedAt: respondedAt,
        respondedAt,
      });
    }
    if (hiddenPhotos) {
      const createdAt = at(30);
      requests.push({
        id: uuidv7({ msecs: createdAt.getTime() }),
        requesterId: demoUser.id,
        ownerId: hiddenPhotos.id,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  if (requests.length > 0) await db.insert(photoRequests).values(requests);

  // The demo's own members (the community she knows), by birth date: an elder to manage her profile, and a young
  // woman with a marriage profile of her own who asks Asha to help with it.
  const own = new Set(members.map((member) => member.id));
  const neighbours = everyone.filter((member) => own.has(member.id) && member.id !== demoUser.id);
  const elder = neighbours.find(
    (member) => member.gender === 'FEMALE' && member.dateOfBirth !== null && member.dateOfBirth < '1975-01-01',
  );
  const younger = neighbours.find(
    (member) => member.gender === 'FEMALE' && member.id !== elder?.id && profileOf.get(member.id)?.isHidden === false,
  );
  const coManagers: (typeof matrimonialCoManagers.$inferInsert)[] = [];
  if (elder) {
    coManagers.push({
      ownerId: demoUser.id,
      managerId: elder.id,
      status: 'ACCEPTED',
      invitedAt: at(6 * 24),
      acceptedAt: at(6 * 24 - 2),
    });
    await db.insert(matrimonialCoManagerActions).values({
      ownerId: demoUser.id,
      managerId: elder.id,
      action: 'PUT /user/matrimonial-details',
      createdAt: at(2 * 24),
    });
  }
  if (younger) coManagers.push({ ownerId: younger.id, managerId: demoUser.id, invitedAt: at(20) });
  if (coManagers.length > 0) await db.insert(matrimonialCoManagers).values(coManagers);
  return { photoRequests: requests.length, coManagers: coManagers.length };
}
