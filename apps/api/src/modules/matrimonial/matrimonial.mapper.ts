import { ageFromBirthDate } from '@samaj/shared';
import { type Criteria, EMPTY_CRITERIA, preferencesOfCriteria } from '@samaj/shared/matrimonial-criteria';
import {
  type Author,
  type Interest,
  type InterestState,
  type InterestStatus,
  type MatchSummary,
  type MatrimonialDetails,
  type MatrimonialProfile,
  type MatrimonialProfileCard,
  type PartnerPreferences,
  type Sibling,
} from '@samaj/shared/matrimonial';
import type { Nakshatra, Rashi } from '@samaj/shared/reference';
import type { InterestListRow, InterestRow, ManagerNames } from './interests.repository.ts';
import { photoViewOf } from './photo-view.ts';
import type { FullProfileRow, MatrimonialProfileRow, ProfileCardRow } from './matrimonial.repository.ts';

/** Religion, community, habits and family: the same fields in one's own details and in a profile another member sees. */
function backgroundOf(row: MatrimonialProfileRow) {
  return {
    religion: row.religion,
    caste: row.caste,
    subCaste: row.subCaste,
    gotra: row.gotra,
    motherGotra: row.motherGotra,
    manglik: row.manglik,
    diet: row.diet,
    smokingHabits: row.smokingHabits,
    drinkingHabits: row.drinkingHabits,
    bodyType: row.bodyType as MatrimonialDetails['bodyType'],
    familyType: row.familyType,
    fatherOccupation: row.fatherOccupation,
    motherOccupation: row.motherOccupation,
    siblings: row.siblings as Sibling[],
    familyIncome: row.familyIncome,
    familyBasedOut: row.familyBasedOut,
    aboutFamily: row.aboutFamily,
    expectations: row.expectations,
    profileCreatedBy: row.profileCreatedBy,
  };
}

export function toMatrimonialDetails(row: MatrimonialProfileRow): MatrimonialDetails {
  return {
    height: row.heightCm,
    weight: row.weightKg,
    maritalStatus: row.maritalStatus,
    motherTongue: row.motherTongue,
    ...backgroundOf(row),
    familyContactName: row.familyContactName,
    familyContactPhone: row.familyContactPhone,
    photoVisibility: row.photoVisibility,
    excludeSameGotra: row.excludeSameGotra,
    excludeMotherGotra: row.excludeMotherGotra,
    ...horoscopeOf(row),
    images: row.images,
    isHidden: row.isHidden,
    browsePrivately: row.browsePrivately,
  };
}

/** The birth details of a marriage profile (its rashi and nakshatra are on the card). */
function horoscopeOf(row: MatrimonialProfileRow) {
  return {
    birthTime: row.birthTime,
    birthPlace: row.birthState && row.birthCity ? { state: row.birthState, city: row.birthCity } : null,
    rashi: row.rashi as Rashi | null,
    nakshatra: row.nakshatra as Nakshatra | null,
  };
}

/** Partner preferences as the API answers them (a range whole or null); none saved: none set. */
export function toPartnerPreferences(criteria: Criteria | null, horoscopeMatters: boolean): PartnerPreferences {
  return { ...preferencesOfCriteria(criteria ?? EMPTY_CRITERIA), horoscopeMatters };
}

function toInterestState(
  viewerId: string,
  interest: { id: string; status: string; senderId: string; updatedAt: string } | null,
): InterestState | null {
  if (!interest) return null;
  return {
    id: interest.id,
    status: interest.status as InterestStatus,
    sentByMe: interest.senderId === viewerId,
    updatedAt: new Date(interest.updatedAt).toISOString(),
  };
}

/** A profile card (`matrimonialProfileCard` in packages/shared): the photo only when the viewer may see it, an initial (null image) otherwise. */
export function toProfileCard(
  viewerId: string,
  match: MatchSummary,
  row: ProfileCardRow | FullProfileRow,
): MatrimonialProfileCard {
  const photos = photoViewOf(row);
  return {
    id: row.id,
    fullName: row.fullName ?? '',
    isVerified: row.isVerified,
    gender: row.gender,
    age: ageFromBirthDate(row.dateOfBirth),
    image: photos.image,
    photosLocked: photos.photosLocked,
    photoRequest: photos.photoRequest,
    height: row.heightCm,
    maritalStatus: row.maritalStatus,
    educationDegree: row.educationDegree,
    profession: row.profession,
    currentLocation: row.state && row.city ? { state: row.state, city: row.city, locality: row.locality } : null,
    motherTongue: row.motherTongue,
    rashi: row.rashi as Rashi | null,
    nakshatra: row.nakshatra as Nakshatra | null,
    matchScore: match.score,
    match,
    interest: toInterestState(viewerId, row.interest),
    shortlisted: row.shortlisted,
  };
}

export function toFullProfile(viewerId: string, match: MatchSummary, row: FullProfileRow): MatrimonialProfile {
  const { profile } = row;
  const horoscope = horoscopeOf(profile);
  return {
    ...toProfileCard(viewerId, match, row),
    images: photoViewOf(row).images,
    bioData: row.user.bioData,
    languages: row.user.languages,
    specializedDegree: row.user.specializedDegree,
    university: row.user.university,
    currentJobRole: row.user.currentJobRole,
    weight: profile.weightKg,
    ...backgroundOf(profile),
    ...(row.connected || row.id === viewerId
      ? { birthTime: horoscope.birthTime, birthPlace: horoscope.birthPlace }
      : { birthTime: null, birthPlace: null }),
    partnerPreferences: toPartnerPreferences(row.preferences, row.horoscopeMatters),
    isMine: row.id === viewerId,
    notSuggested: row.notSuggested,
  };
}

const managerOf = (id: string | null, name: string | null) => (id ? { id, fullName: name ?? '' } : null);

export function toInterest(
  row: InterestRow,
  names: ManagerNames,
  authors: { sender?: Author; receiver?: Author } = {},
): Interest {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...authors,
    sentByManager: managerOf(row.sentByManagerId, names.sent),
    answeredByManager: managerOf(row.answeredByManagerId, names.answered),
  };
}

/** An interest of a list: both members as authors, the other member's photo as their visibility allows. */
export function toListedInterest(userId: string, row: InterestListRow): Interest {
  const author = (member: InterestListRow['sender']): Author => {
    const isOther = member.id !== userId;
    return {
      id: member.id,
      fullName: member.fullName ?? '',
      image: isOther ? (row.otherVisible ? row.otherImage : null) : member.image,
      isVerified: member.isVerified,
    };
  };
  return toInterest(row.interest, row.managerNames, { sender: author(row.sender), receiver: author(row.receiver) });
}
