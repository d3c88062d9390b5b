import type { OnboardInput } from '@samaj/shared/users';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { toAuthUser, toPersonalDetails } from './users.mapper.ts';
import { UsersRepository } from './users.repository.ts';

export class UsersService {
  private readonly repository: UsersRepository;
  constructor(db: Db) {
    this.repository = new UsersRepository(db);
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
    const user = await this.repository.findById(userId);
    if (!user) throw notFound('Member not found');
    return {
      user: toAuthUser(user),
      personalDetails: toPersonalDetails(user),
      communityDetails: { canHelpOut: user.canHelpOut, canSeekHelp: user.canSeekHelp },
      matrimonialDetails: null,
    };
  }
}
