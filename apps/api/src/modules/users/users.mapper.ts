import type { AuthUser } from '@samaj/shared';
import type { UserRow } from '../../db/schema/index.ts';

/** The user object of the web app's auth state (API.md). */
export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    phoneNumber: user.phoneNumber,
    fullName: user.fullName,
    image: user.image,
    onBoardingCompleted: user.onboardingCompleted,
    isMatrimonialProfile: user.isMatrimonialProfile,
    profile: { onboardingCompleted: user.onboardingCompleted },
  };
}

export function toPersonalDetails(user: UserRow) {
  return {
    fullName: user.fullName,
    email: user.email,
    gender: user.gender,
    dateOfBirth: user.dateOfBirth,
    currentLocation: user.state && user.city ? { state: user.state, city: user.city, locality: user.locality } : null,
  };
}
