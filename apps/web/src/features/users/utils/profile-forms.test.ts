import { describe, expect, it } from 'vitest';
import { communityDetailsFormSchema, communityDetailsFormValues, keepSubIndustriesOf } from './community-details-form';
import { personalDetailsFormSchema, personalDetailsFormValues } from './personal-details-form';
import { withPhoneVisibility } from './phone-visibility';
import { profileTabHref, profileTabOf } from './profile-tabs';

const personal = {
  fullName: 'Asha Kumari',
  email: null,
  gender: 'FEMALE' as const,
  dateOfBirth: '1996-04-12',
  languages: ['Hindi'],
  bioData: null,
  isPhoneNumberPublic: false,
  currentLocation: { state: 'Bihar', city: 'Patna', locality: null },
};

const community = {
  educationDegree: null,
  specializedDegree: null,
  university: null,
  passingYear: null,
  profession: 'Teacher',
  currentJobRole: null,
  industries: ['Education'],
  subIndustries: ['Schools'],
  skills: [],
  canHelpOut: ['Career guidance'],
  canSeekHelp: [],
  achievements: [],
  hobbies: [],
};

describe('profile forms', () => {
  it('turn saved personal details into form values and back into the same body', () => {
    const values = personalDetailsFormValues(personal);
    expect(values.email).toBe('');
    expect(values.bioData).toBe('');
    expect(personalDetailsFormSchema.parse(values)).toEqual({ ...personal, email: null, bioData: null });
  });

  it('ask for a gender and a full birth date in plain words', () => {
    const values = { ...personalDetailsFormValues({ ...personal, gender: null, dateOfBirth: null }) };
    const issues = personalDetailsFormSchema.safeParse(values).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['gender', 'Please choose one'],
        ['dateOfBirth', 'Choose your day, month and year of birth'],
      ]),
    );
  });

  it('send empty optional community fields as null', () => {
    const parsed = communityDetailsFormSchema.parse(communityDetailsFormValues(community));
    expect(parsed).toMatchObject({ educationDegree: null, university: null, passingYear: null, profession: 'Teacher' });
  });

  it('keep only the sub-industries of the industries still chosen', () => {
    expect(keepSubIndustriesOf(['Education'], ['Schools', 'Software development', 'Coaching and tuition'])).toEqual([
      'Schools',
      'Coaching and tuition',
    ]);
    expect(keepSubIndustriesOf([], ['Schools'])).toEqual([]);
  });
});

describe('phone visibility', () => {
  it('sends the current personal details back with only the flag changed', () => {
    expect(withPhoneVisibility(personal, true)).toEqual({ ...personal, isPhoneNumberPublic: true });
  });

  it('cannot be saved while a required personal detail is missing', () => {
    expect(withPhoneVisibility({ ...personal, currentLocation: null }, true)).toBeNull();
  });
});

describe('profile tabs', () => {
  it('read ?page= and fall back to personal details', () => {
    expect(profileTabOf('matrimonialdetails')).toBe('matrimonialdetails');
    expect(profileTabOf('nonsense')).toBe('personaldetails');
    expect(profileTabOf(null)).toBe('personaldetails');
    expect(profileTabHref('communitydetails', 'skills')).toBe('/profile?page=communitydetails#skills');
  });
});
