import type { PersonalDetails, PersonalDetailsBody } from '@samaj/shared/profile';

/**
 * The API has no call for this one flag: PUT /user/personal-details replaces the whole section, so the current
 * details are sent back with only the flag changed. Null when a required detail is missing (nothing can be saved).
 */
export function withPhoneVisibility(
  details: PersonalDetails,
  isPhoneNumberPublic: boolean,
): PersonalDetailsBody | null {
  const { fullName, gender, dateOfBirth, currentLocation } = details;
  if (!fullName || !gender || !dateOfBirth || !currentLocation) return null;
  return {
    fullName,
    email: details.email,
    gender,
    dateOfBirth,
    languages: details.languages,
    bioData: details.bioData,
    isPhoneNumberPublic,
    currentLocation,
  };
}
