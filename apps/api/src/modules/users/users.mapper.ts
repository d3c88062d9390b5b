import { ageFromBirthDate, type AuthUser } from '@samaj/shared';
import type { CommunityDetails, PersonalDetails, PublicProfile, UserCard } from '@samaj/shared/profile';
import type { UserRow } from '../../db/schema/index.ts';

/** The user object of the web app's auth state. */
export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    phoneNumber: user.phoneNumber,
    fullName: user.fullName,
    image: user.image,
    onBoardingCompleted: user.onboardingCompleted,
    isMatrimonialProfile: user.isMatrimonialProfile,
    profile: { onboardingCompleted: user.onboardingCompleted },
    role: user.role,
    language: user.language,
  };
}

type LocationColumns = Pick<UserRow, 'state' | 'city' | 'locality'>;

export function toCurrentLocation(user: LocationColumns) {
  return user.state && user.city ? { state: user.state, city: user.city, locality: user.locality } : null;
}

export function toPersonalDetails(user: UserRow): PersonalDetails {
  return {
    fullName: user.fullName,
    email: user.email,
    gender: user.gender,
    dateOfBirth: user.dateOfBirth,
    languages: user.languages,
    bioData: user.bioData,
    isPhoneNumberPublic: user.isPhoneNumberPublic,
    currentLocation: toCurrentLocation(user),
  };
}

export function toCommunityDetails(user: UserRow): CommunityDetails {
  return {
    educationDegree: user.educationDegree,
    specializedDegree: user.specializedDegree,
    university: user.university,
    passingYear: user.passingYear,
    profession: user.profession,
    currentJobRole: user.currentJobRole,
    industries: user.industries,
    subIndustries: user.subIndustries,
    skills: user.skills,
    canHelpOut: user.canHelpOut,
    canSeekHelp: user.canSeekHelp,
    achievements: user.achievements,
    hobbies: user.hobbies,
  };
}

export type UserCardColumns = LocationColumns &
  Pick<
    UserRow,
    | 'id'
    | 'fullName'
    | 'image'
    | 'isVerified'
    | 'bioData'
    | 'canHelpOut'
    | 'canSeekHelp'
    | 'educationDegree'
    | 'currentJobRole'
    | 'profession'
  >;

export function toUserCard(user: UserCardColumns): UserCard {
  return {
    id: user.id,
    fullName: user.fullName ?? '',
    image: user.image,
    isVerified: user.isVerified,
    bioData: user.bioData,
    currentLocation: toCurrentLocation(user),
    canHelpOut: user.canHelpOut,
    canSeekHelp: user.canSeekHelp,
    educationDegree: user.educationDegree,
    currentJobRole: user.currentJobRole,
    profession: user.profession,
  };
}

/** What any member may see of another: no email, no birth date (the age instead), the phone only if made public. */
export function toPublicProfile(user: UserRow): PublicProfile {
  return {
    ...toUserCard(user),
    gender: user.gender,
    age: ageFromBirthDate(user.dateOfBirth),
    phoneNumber: user.isPhoneNumberPublic ? user.phoneNumber : null,
    languages: user.languages,
    specializedDegree: user.specializedDegree,
    university: user.university,
    passingYear: user.passingYear,
    industries: user.industries,
    subIndustries: user.subIndustries,
    skills: user.skills,
    achievements: user.achievements,
    hobbies: user.hobbies,
  };
}
