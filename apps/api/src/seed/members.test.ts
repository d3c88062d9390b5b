import { ageFromBirthDate } from '@samaj/shared/age';
import { EDUCATION_DEGREES } from '@samaj/shared/reference/education';
import { HELP_KEYWORD_SUGGESTIONS } from '@samaj/shared/reference/help-keywords';
import { LOCATIONS } from '@samaj/shared/reference/locations';
import { OCCUPATIONS } from '@samaj/shared/reference/occupations';
import { onboardBody } from '@samaj/shared/users';
import { describe, expect, it } from 'vitest';
import { normalizePhone } from '../modules/auth/phone.ts';
import { DEMO_PHONE } from './demo.ts';
import { FIELD_VALUES, generatedPhoneNumber, generateMember, generateMembers } from './members.ts';

const members = generateMembers(0, 10_000);

describe('generated members', () => {
  it('are the same for the same index, wherever a batch starts', () => {
    expect(generateMembers(0, 10_000)).toEqual(members);
    expect(generateMembers(4_321, 50)).toEqual(members.slice(4_321, 4_371));
    expect(generateMember(9_999)).toEqual(members[9_999]);
  });

  it('have unique, valid Indian mobile numbers in E.164 that the login accepts as they are', () => {
    const phones = new Set(members.map((member) => member.phoneNumber));
    expect(phones.size).toBe(members.length);
    expect(phones.has(DEMO_PHONE)).toBe(false);
    for (const phone of phones) {
      expect(phone).toMatch(/^\+91[6-9]\d{9}$/);
      expect(normalizePhone(phone)).toBe(phone);
    }
  });

  it('keep phone numbers unique far beyond the first batch', () => {
    const far = [1_000_000, 1_000_001, 2_500_000, 3_799_999_999].map(generatedPhoneNumber);
    expect(new Set([...far, ...members.map((member) => member.phoneNumber)]).size).toBe(far.length + members.length);
    expect(() => generatedPhoneNumber(3_800_000_000)).toThrow(RangeError);
  });

  it('live in places of the reference list, with a locality where the city has them', () => {
    for (const { state, city, locality } of members) {
      const localities = LOCATIONS[state]?.[city];
      expect(localities, `${state} / ${city}`).toBeDefined();
      if (localities!.length > 0) expect(localities).toContain(locality);
      else expect(locality).toBeNull();
    }
    const inBihar = members.filter((member) => member.state === 'Bihar').length / members.length;
    expect(inBihar).toBeGreaterThan(0.4);
    expect(inBihar).toBeLessThan(0.5);
  });

  it('are adults born 1950 to 2004, of both genders', () => {
    for (const { dateOfBirth } of members) {
      expect(ageFromBirthDate(dateOfBirth)).toBeGreaterThanOrEqual(18);
      expect(Number(dateOfBirth.slice(0, 4))).toBeGreaterThanOrEqual(1950);
      expect(Number(dateOfBirth.slice(0, 4))).toBeLessThanOrEqual(2004);
    }
    const women = members.filter((member) => member.gender === 'FEMALE').length / members.length;
    expect(women).toBeGreaterThan(0.45);
    expect(women).toBeLessThan(0.55);
  });

  it('have at most 20 distinct help keywords of at most 60 characters each way', () => {
    for (const { canHelpOut, canSeekHelp } of members) {
      for (const keywords of [canHelpOut, canSeekHelp]) {
        expect(keywords.length).toBeLessThanOrEqual(20);
        expect(new Set(keywords).size).toBe(keywords.length);
        for (const keyword of keywords) expect(keyword.length).toBeGreaterThan(0);
        for (const keyword of keywords) expect(keyword.length).toBeLessThanOrEqual(60);
      }
      expect(canHelpOut.length).toBeLessThanOrEqual(5);
      expect(canSeekHelp.length).toBeLessThanOrEqual(4);
    }
  });

  it('live in many states and cities', () => {
    expect(new Set(members.map((member) => member.state)).size).toBeGreaterThan(25);
    expect(new Set(members.map((member) => `${member.state}/${member.city}`)).size).toBeGreaterThan(400);
  });

  it('mostly have a profession and a degree of the reference lists, and offer help that fits their work', () => {
    expect(FIELD_VALUES.professions.filter((value) => !OCCUPATIONS.includes(value))).toEqual([]);
    expect(FIELD_VALUES.degrees.filter((value) => !EDUCATION_DEGREES.includes(value))).toEqual([]);
    expect(FIELD_VALUES.offers.filter((value) => !HELP_KEYWORD_SUGGESTIONS.includes(value))).toEqual([]);
    const withProfession = members.filter((member) => member.profession !== null);
    expect(withProfession.length / members.length).toBeGreaterThan(0.8);
    expect(new Set(withProfession.map((member) => member.profession)).size).toBeGreaterThan(50);
    const doctors = members.filter((member) => member.profession === 'Doctor');
    const medical = doctors.filter((member) => member.canHelpOut.includes('Medical advice')).length;
    const others = members.filter((member) => member.profession !== 'Doctor');
    const medicalOthers = others.filter((member) => member.canHelpOut.includes('Medical advice')).length;
    expect(medical / doctors.length).toBeGreaterThan(5 * (medicalOthers / others.length));
  });

  it('pass the onboarding validation a member goes through', () => {
    for (const member of members.slice(0, 2_000)) {
      const { state, city, locality, phoneNumber: _phone, ...rest } = member;
      const parsed = onboardBody.safeParse({ ...rest, location: { state, city, locality } });
      expect(parsed.error?.issues, member.fullName).toBeUndefined();
    }
  });
});
