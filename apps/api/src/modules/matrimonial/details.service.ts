import { ageFromBirthDate } from '@samaj/shared';
import {
  MATRIMONIAL_MIN_AGE,
  MATRIMONIAL_PHOTOS_MAX,
  missingMatrimonialFields,
  type MatrimonialDetails,
  type MatrimonialDetailsInput,
} from '@samaj/shared/matrimonial';
import type { Db } from '../../db/client.ts';
import type { UserRow, users } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { changed } from '../caches.ts';
import { UnusedMedia, type MediaStore } from '../media/index.ts';
import { normalizePhone } from '../auth/index.ts';
import { toAuthUser, UsersRepository } from '../users/index.ts';
import { toMatrimonialDetails } from './matrimonial.mapper.ts';
import { MatrimonialRepository } from './matrimonial.repository.ts';

const GENDER_WORDS = { MALE: 'A man', FEMALE: 'A woman', OTHER: 'A member' } as const;

/** What onboarding and personal details change on the member's row. */
export type MemberChanges = Omit<Partial<typeof users.$inferInsert>, 'id' | 'isMatrimonialProfile'>;

/** How a refusal ends: saving the marriage profile, or changing the birth date or gender of a member who has one. */
const TOO_YOUNG_ADVICE = {
  profile: '. Check the date of birth in Personal details',
  personalDetails: ', and you have one. Check the date of birth and gender',
} as const;

/** Under the minimum marriage age for the member's gender: a rule on stored data, so 422. */
function tooYoung(
  user: Pick<UserRow, 'gender' | 'dateOfBirth'>,
  advice: keyof typeof TOO_YOUNG_ADVICE = 'profile',
): AppError | null {
  if (!user.gender || !user.dateOfBirth) return null;
  const minimum = MATRIMONIAL_MIN_AGE[user.gender];
  const age = ageFromBirthDate(user.dateOfBirth);
  if (age === null || age >= minimum) return null;
  const message = `${GENDER_WORDS[user.gender]} must be at least ${minimum} years old for a marriage profile${TOO_YOUNG_ADVICE[advice]}`;
  return new AppError(422, 'UNPROCESSABLE', message, { errors: [{ path: 'dateOfBirth', message }] });
}

/** Complete once the required fields are there, with a birth date and gender of marriageable age. */
function isComplete(user: Pick<UserRow, 'gender' | 'dateOfBirth'>, details: MatrimonialDetails): boolean {
  return (
    !!user.gender && !!user.dateOfBirth && tooYoung(user) === null && missingMatrimonialFields(details).length === 0
  );
}

/**
 * The member's own marriage profile and photos (PUT /user/matrimonial-details, /user/matrimonial-images, /user/me),
 * and the birth date and gender it depends on.
 */
/** Creating a marriage profile: the member confirms it is for marriage, its details are true, and who it is for. */
function checkCreation(input: MatrimonialDetailsInput): void {
  const errors = [
    ...(input.confirmation
      ? []
      : [{ path: 'confirmation', message: 'Confirm that this profile is for marriage and that the details are true' }]),
    ...(input.profileCreatedBy ? [] : [{ path: 'profileCreatedBy', message: 'Say who this profile is for' }]),
  ];
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
}

/** The family contact's number in E.164 (400 on `familyContactPhone` when it is not a number); a name needs a number. */
function familyContactOf({ familyContactName, familyContactPhone }: MatrimonialDetailsInput) {
  if (familyContactName && !familyContactPhone) {
    throw badRequest("Add the family contact's phone number", [
      { path: 'familyContactPhone', message: "Add the family contact's phone number" },
    ]);
  }
  return {
    familyContactName,
    familyContactPhone: familyContactPhone ? normalizePhone(familyContactPhone, 'familyContactPhone') : null,
  };
}

/** The settings a client may leave out to keep them as they are. */
function keptSettings({ excludeSameGotra, excludeMotherGotra, browsePrivately }: MatrimonialDetailsInput) {
  return Object.fromEntries(
    Object.entries({ excludeSameGotra, excludeMotherGotra, browsePrivately }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

/** What a family co-manager is given of the owner's marriage profile: everything but the photos. */
export function withoutPhotos<T extends MatrimonialDetails | null>(details: T): T {
  return (details ? { ...details, images: [] } : details) as T;
}

export class MatrimonialDetailsService {
  private readonly db: Db;
  private readonly media: MediaStore;
  constructor(db: Db, media: MediaStore) {
    this.db = db;
    this.media = media;
  }

  async details(userId: string): Promise<MatrimonialDetails | null> {
    const row = await new MatrimonialRepository(this.db).findProfile(userId);
    return row ? toMatrimonialDetails(row) : null;
  }

  /**
   * GET /user/matrimonial-details: the marriage profile as its form edits it, and whether it is complete. A family
   * co-manager (`forManager`) reads it without the photos: those stay with the owner.
   */
  async read(userId: string, { forManager }: { forManager: boolean }) {
    const { member, details } = await this.memberWithDetails(userId);
    return {
      matrimonialDetails: forManager ? withoutPhotos(details) : details,
      isMatrimonialProfile: member.isMatrimonialProfile,
    };
  }

  /** The member's row and their marriage profile as its form edits it (null without one), read in one statement. */
  async memberWithDetails(userId: string) {
    const row = await new MatrimonialRepository(this.db).findMemberWithProfile(userId);
    if (!row) throw notFound('Member not found');
    return { member: row.member, details: row.profile ? toMatrimonialDetails(row.profile) : null };
  }

  /**
   * Replaces the section and sets `isMatrimonialProfile`: true once complete, false again if required fields
   * are cleared. A member under the minimum age for their gender is refused (422) and nothing changes.
   */
  async saveDetails(userId: string, input: MatrimonialDetailsInput) {
    try {
      return await this.db.transaction(async (tx) => {
        const usersRepository = new UsersRepository(tx);
        const repository = new MatrimonialRepository(tx);
        const user = await repository.lockMember(userId);
        if (!user) throw notFound('Member not found');
        const refusal = tooYoung(user);
        if (refusal) throw refusal;
        // Photos may be added first (that makes an empty row): the profile is created once whom it is for is saved.
        if (!(await repository.findProfile(userId))?.profileCreatedBy) checkCreation(input);

        const row = await repository.upsertProfile(userId, {
          heightCm: input.height,
          weightKg: input.weight,
          maritalStatus: input.maritalStatus,
          motherTongue: input.motherTongue,
          religion: input.religion,
          caste: input.caste,
          subCaste: input.subCaste,
          gotra: input.gotra,
          motherGotra: input.motherGotra,
          manglik: input.manglik,
          birthTime: input.birthTime,
          birthState: input.birthPlace?.state ?? null,
          birthCity: input.birthPlace?.city ?? null,
          rashi: input.rashi,
          nakshatra: input.nakshatra,
          diet: input.diet,
          smokingHabits: input.smokingHabits,
          drinkingHabits: input.drinkingHabits,
          bodyType: input.bodyType,
          familyType: input.familyType,
          fatherOccupation: input.fatherOccupation,
          motherOccupation: input.motherOccupation,
          siblings: input.siblings,
          familyIncome: input.familyIncome,
          familyBasedOut: input.familyBasedOut,
          aboutFamily: input.aboutFamily,
          expectations: input.expectations,
          profileCreatedBy: input.profileCreatedBy,
          ...familyContactOf(input),
          ...(input.photoVisibility ? { photoVisibility: input.photoVisibility } : {}),
          ...(input.isHidden === undefined ? {} : { isHidden: input.isHidden }),
          ...keptSettings(input),
        });
        const matrimonialDetails = toMatrimonialDetails(row);
        const complete = isComplete(user, matrimonialDetails);
        const updated =
          complete === user.isMatrimonialProfile
            ? user
            : ((await usersRepository.update(userId, { isMatrimonialProfile: complete })) ?? user);
        return { matrimonialDetails, user: toAuthUser(updated) };
      });
    } finally {
      changed({ type: 'member-changed', userId });
    }
  }

  /**
   * The only way to change a member's date of birth or gender (onboarding, personal details): saves `changes` with
   * `isMatrimonialProfile` worked out again by the rule of `saveDetails`. A member who has a marriage profile cannot
   * become younger than its minimum age for their gender (422, nothing changes), as saving the profile would refuse.
   * Undefined when there is no such member.
   */
  async updateMember(userId: string, changes: MemberChanges): Promise<UserRow | undefined> {
    try {
      return await this.db.transaction(async (tx) => {
        const repository = new MatrimonialRepository(tx);
        const current = await repository.lockMember(userId);
        if (!current) return undefined;
        const next = {
          gender: changes.gender === undefined ? current.gender : changes.gender,
          dateOfBirth: changes.dateOfBirth === undefined ? current.dateOfBirth : changes.dateOfBirth,
        };
        if (current.isMatrimonialProfile) {
          const refusal = tooYoung(next, 'personalDetails');
          if (refusal) throw refusal;
        }
        const profile = await repository.findProfile(userId);
        const isMatrimonialProfile = profile !== undefined && isComplete(next, toMatrimonialDetails(profile));
        return new UsersRepository(tx).update(userId, { ...changes, isMatrimonialProfile });
      });
    } finally {
      changed({ type: 'member-changed', userId });
    }
  }

  /**
   * Sets the member's photos: `keep` (existing photos, in order; all of them when not given) followed by the new
   * `files`, at most MATRIMONIAL_PHOTOS_MAX. Each file is checked and re-encoded like the profile photo, and stored
   * as a private file (reached only through short-lived signed links). Photos no longer used anywhere are deleted.
   * Returns the photos' paths.
   */
  async setImages(userId: string, { keep, files }: { keep: string[] | undefined; files: Buffer[] }): Promise<string[]> {
    if (files.length === 0 && keep === undefined) {
      throw badRequest('Attach photos in the field "matrimonialImages"', [
        { path: 'matrimonialImages', message: 'Attach at least one photo' },
      ]);
    }
    const tooMany = () =>
      badRequest(`At most ${MATRIMONIAL_PHOTOS_MAX} photos. Remove one before adding another`, [
        { path: 'matrimonialImages', message: `At most ${MATRIMONIAL_PHOTOS_MAX} photos` },
      ]);
    const current = (await new MatrimonialRepository(this.db).findProfile(userId))?.images ?? [];
    if ((keep ?? current).length + files.length > MATRIMONIAL_PHOTOS_MAX) throw tooMany();

    const saved: string[] = [];
    try {
      for (const bytes of files) saved.push(await this.media.saveImage(bytes, 'private'));
      const { images, removed } = await this.db.transaction(async (tx) => {
        const repository = new MatrimonialRepository(tx);
        if (!(await new UsersRepository(tx).findById(userId))) throw notFound('Member not found');
        const before = await repository.lockImages(userId);
        const kept = keep ?? before;
        kept.forEach((image, index) => {
          if (!before.includes(image)) {
            throw badRequest('Keep only photos you already have', [
              { path: `images.${index}`, message: 'Not one of your photos' },
            ]);
          }
        });
        const next = [...new Set([...kept, ...saved])];
        if (next.length > MATRIMONIAL_PHOTOS_MAX) throw tooMany();
        await repository.setImages(userId, next);
        return { images: next, removed: before.filter((image) => !next.includes(image)) };
      });
      await this.removeUnused(removed);
      return images;
    } catch (error) {
      await this.removeUnused(saved);
      throw error;
    }
  }

  /** A photo may also be the profile photo, another member's photo or a post's image: those keep it. */
  private removeUnused(images: string[]) {
    return new UnusedMedia(this.db, this.media).remove(images);
  }
}
