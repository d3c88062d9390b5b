import type { CommunityDetailsInput, PersonalDetailsInput, UserSearchQuery } from '@samaj/shared/profile';
import type { OnboardInput } from '@samaj/shared/users';
import { offsetOf } from '@samaj/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { caches, changed } from '../caches.ts';
import type { MediaStore } from '../media/index.ts';
import { MatrimonialDetailsService } from '../matrimonial/index.ts';
import { UnusedMedia } from '../media/index.ts';
import { toAuthUser, toCommunityDetails, toPersonalDetails, toPublicProfile, toUserCard } from './users.mapper.ts';
import { UsersRepository } from './users.repository.ts';

/** Shorter keywords match too many names by similarity alone ("ram" is close to "rai", "raj"...). */
const MISSPELLING_MIN_LENGTH = 4;

export class UsersService {
  private readonly repository: UsersRepository;
  private readonly media: MediaStore;
  private readonly matrimonial: MatrimonialDetailsService;
  private readonly unusedMedia: UnusedMedia;
  constructor(db: Db, media: MediaStore) {
    this.repository = new UsersRepository(db);
    this.media = media;
    this.matrimonial = new MatrimonialDetailsService(db, media);
    this.unusedMedia = new UnusedMedia(db, media);
  }

  /** Onboarding: the member's basics; the location becomes their current location. */
  async onboard(userId: string, input: OnboardInput) {
    const user = await this.matrimonial.updateMember(userId, {
      fullName: input.fullName,
      dateOfBirth: input.dateOfBirth,
      gender: input.gender,
      email: input.email ?? null,
      state: input.location.state,
      city: input.location.city,
      locality: input.location.locality,
      canHelpOut: input.canHelpOut,
      canSeekHelp: input.canSeekHelp,
      onboardingCompleted: true,
    });
    if (!user) throw notFound('Member not found');
    return { user: toAuthUser(user) };
  }

  async me(userId: string) {
    const { member: user, details: matrimonialDetails } = await this.matrimonial.memberWithDetails(userId);
    return {
      user: toAuthUser(user),
      personalDetails: toPersonalDetails(user),
      communityDetails: toCommunityDetails(user),
      matrimonialDetails,
      consent:
        user.acceptedTermsVersion && user.termsAcceptedAt
          ? { termsVersion: user.acceptedTermsVersion, acceptedAt: user.termsAcceptedAt.toISOString() }
          : null,
      preferences: { language: user.language, showOnline: user.showOnline, avatarVisibility: user.avatarVisibility },
    };
  }

  /** The birth date and gender decide whether a marriage profile may be shown: see `updateMember`. */
  async updatePersonalDetails(userId: string, input: PersonalDetailsInput) {
    const user = await this.matrimonial.updateMember(userId, {
      fullName: input.fullName,
      email: input.email ?? null,
      gender: input.gender,
      dateOfBirth: input.dateOfBirth,
      languages: input.languages,
      bioData: input.bioData,
      isPhoneNumberPublic: input.isPhoneNumberPublic,
      state: input.currentLocation.state,
      city: input.currentLocation.city,
      locality: input.currentLocation.locality,
    });
    if (!user) throw notFound('Member not found');
    return { personalDetails: toPersonalDetails(user) };
  }

  async updateCommunityDetails(userId: string, input: CommunityDetailsInput) {
    const user = await this.repository.update(userId, {
      educationDegree: input.educationDegree,
      specializedDegree: input.specializedDegree,
      university: input.university,
      passingYear: input.passingYear,
      profession: input.profession,
      currentJobRole: input.currentJobRole,
      industries: input.industries,
      subIndustries: input.subIndustries,
      skills: input.skills,
      canHelpOut: input.canHelpOut,
      canSeekHelp: input.canSeekHelp,
      achievements: input.achievements,
      hobbies: input.hobbies,
    });
    changed({ type: 'member-changed', userId });
    if (!user) throw notFound('Member not found');
    return { communityDetails: toCommunityDetails(user) };
  }

  /**
   * Stores the new photo, points the member at it, then deletes the old file unless something else still uses it
   * (another member, a marriage photo, a post).
   */
  async setProfileImage(userId: string, bytes: Buffer): Promise<string> {
    const image = await this.media.saveImage(bytes);
    const replaced = await this.repository.replaceImage(userId, image);
    if (!replaced) {
      await this.unusedMedia.remove([image]);
      throw notFound('Member not found');
    }
    if (replaced.previous !== image) await this.unusedMedia.remove([replaced.previous]);
    return image;
  }

  /** 404 when either member has blocked the other. */
  async publicProfile(viewerId: string, userId: string) {
    const user = await this.repository.findOnboardedById(userId, viewerId);
    if (!user) throw notFound('Member not found');
    return toPublicProfile(user);
  }

  /**
   * Best matches first (see `nameRanks`): the page is read rank by rank, each in name order through an index, so a
   * two-letter keyword that matches a third of the community costs a short index range, not a sort of every match.
   */
  async search(userId: string, query: UserSearchQuery) {
    const keyword = query.keyword.toLowerCase().replace(/\s+/g, ' ');
    const search = { keyword, withMisspellings: keyword.length >= MISSPELLING_MIN_LENGTH };
    const [everyone, excludedRanks] = await Promise.all([
      caches.nameMatchCounts.getOrLoad(keyword, () => this.repository.countNameMatches(search)),
      this.repository.excludedNameMatches(search, userId),
    ]);
    const counts = everyone.map((count, rank) =>
      Math.max(0, count - excludedRanks.filter((excluded) => excluded === rank).length),
    );

    const rows: Awaited<ReturnType<UsersRepository['namesInRank']>> = [];
    let skip = offsetOf(query.pageParam, query.limit);
    for (const [rank, count] of counts.entries()) {
      if (rows.length === query.limit) break;
      if (skip >= count) {
        skip -= count;
        continue;
      }
      rows.push(...(await this.repository.namesInRank(search, rank, userId, query.limit - rows.length, skip)));
      skip = 0;
    }
    return { rows: rows.map(toUserCard), total: counts.reduce((sum, count) => sum + count, 0) };
  }

  usersCount() {
    return this.repository.countMembers();
  }

  async helpKeywords(userId: string) {
    const user = await this.member(userId);
    return { canHelpOut: user.canHelpOut, canSeekHelp: user.canSeekHelp };
  }

  private async member(userId: string) {
    const user = await this.repository.findById(userId);
    if (!user) throw notFound('Member not found');
    return user;
  }
}
