import type { CommunityDetailsInput, PersonalDetailsInput, UserSearchQuery } from '@samaj/shared/profile';
import type { OnboardInput } from '@samaj/shared/users';
import { offsetOf } from '@samaj/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { MediaStore } from '../../plugins/media.ts';
import { MatrimonialDetailsService } from '../matrimonial/index.ts';
import { toAuthUser, toCommunityDetails, toPersonalDetails, toPublicProfile, toUserCard } from './users.mapper.ts';
import { UsersRepository } from './users.repository.ts';

/** Shorter keywords match too many names by similarity alone ("ram" is close to "rai", "raj"...). */
const MISSPELLING_MIN_LENGTH = 4;
/** pg_trgm word similarity: "rahol" → "Rahul" is 0.5, "kumr" → "Kumar" 0.6. */
const MISSPELLING_THRESHOLD = 0.5;

export class UsersService {
  private readonly repository: UsersRepository;
  private readonly media: MediaStore;
  private readonly matrimonial: MatrimonialDetailsService;
  constructor(db: Db, media: MediaStore) {
    this.repository = new UsersRepository(db);
    this.media = media;
    this.matrimonial = new MatrimonialDetailsService(db, media);
  }

  /** Onboarding: the member's basics; the location becomes their current location (API.md). */
  async onboard(userId: string, input: OnboardInput) {
    const user = await this.repository.update(userId, {
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
    const [user, matrimonialDetails] = await Promise.all([this.member(userId), this.matrimonial.details(userId)]);
    return {
      user: toAuthUser(user),
      personalDetails: toPersonalDetails(user),
      communityDetails: toCommunityDetails(user),
      matrimonialDetails,
    };
  }

  async updatePersonalDetails(userId: string, input: PersonalDetailsInput) {
    const user = await this.repository.update(userId, {
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
    if (!user) throw notFound('Member not found');
    return { communityDetails: toCommunityDetails(user) };
  }

  /** Stores the new photo, points the member at it, then deletes the old file unless someone else still uses it. */
  async setProfileImage(userId: string, bytes: Buffer): Promise<string> {
    const image = await this.media.saveImage(bytes);
    const replaced = await this.repository.replaceImage(userId, image);
    if (!replaced) {
      await this.removeUnusedImage(image);
      throw notFound('Member not found');
    }
    if (replaced.previous && replaced.previous !== image) await this.removeUnusedImage(replaced.previous);
    return image;
  }

  /** 404 when either member has blocked the other (API.md). */
  async publicProfile(viewerId: string, userId: string) {
    const user = await this.repository.findOnboardedById(userId, viewerId);
    if (!user) throw notFound('Member not found');
    return toPublicProfile(user);
  }

  async search(userId: string, query: UserSearchQuery) {
    const keyword = query.keyword.toLowerCase().replace(/\s+/g, ' ');
    const { rows, total } = await this.repository.searchByName({
      keyword,
      similarityThreshold: keyword.length >= MISSPELLING_MIN_LENGTH ? MISSPELLING_THRESHOLD : null,
      excludeUserId: userId,
      limit: query.limit,
      offset: offsetOf(query.pageParam, query.limit),
    });
    return { rows: rows.map(toUserCard), total };
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

  private async removeUnusedImage(image: string) {
    if (!(await this.repository.isImageInUse(image))) await this.media.remove(image);
  }
}
