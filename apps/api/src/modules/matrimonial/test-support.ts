/** Helpers for the matrimonial and safety API tests: members with marriage profiles, made over HTTP. */
import { bearer, json, onboard, signUp, type TestContext, type TestMember } from '../../test/app.ts';

export const completeDetails = {
  height: 163,
  weight: 55,
  maritalStatus: 'NEVER_MARRIED',
  motherTongue: 'Hindi',
  religion: 'Hindu',
  caste: 'Kayastha',
  subCaste: 'Srivastava',
  gotra: 'Kashyap',
  manglik: 'NO',
  diet: 'VEGETARIAN',
  smokingHabits: 'NEVER',
  drinkingHabits: 'NEVER',
  bodyType: 'SLIM',
  familyType: 'NUCLEAR',
  fatherOccupation: 'Teacher',
  motherOccupation: 'Homemaker',
  siblings: [{ relation: 'ELDER_BROTHER', name: 'Amit', maritalStatus: 'MARRIED', occupation: 'Engineer' }],
  familyIncome: '₹10–20 lakh',
  familyBasedOut: 'Patna, Bihar',
  aboutFamily: 'A close-knit family from Patna.',
  expectations: 'Kind and educated.',
  profileCreatedBy: 'PARENT',
  confirmation: { forMarriage: true, detailsTrue: true },
} as const;

export interface Candidate extends TestMember {
  fullName: string;
}

export interface CandidateOptions {
  fullName?: string;
  gender?: 'MALE' | 'FEMALE' | 'OTHER';
  dateOfBirth?: string;
  location?: { state: string; city: string; locality?: string };
  details?: Record<string, unknown>;
  preferences?: Record<string, unknown>;
  community?: Record<string, unknown>;
}

const names = { MALE: ['Rahul', 'Amit', 'Vikash', 'Saurabh', 'Nitin'], FEMALE: ['Asha', 'Priya', 'Neha', 'Swati'] };
let counter = 0;

export const api = (ctx: TestContext) => ({
  get: (url: string, who: { accessToken: string }) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(who) }),
  put: (url: string, payload: unknown, who: { accessToken: string }) =>
    ctx.app.inject({ method: 'PUT', url: `/api${url}`, headers: bearer(who), payload: payload as object }),
  post: (url: string, payload: unknown, who: { accessToken: string }) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(who), payload: payload as object }),
  delete: (url: string, who: { accessToken: string }) =>
    ctx.app.inject({ method: 'DELETE', url: `/api${url}`, headers: bearer(who) }),
});

/** An onboarded member; with `details` (by default the complete ones) a marriage profile, with `preferences` those. */
export async function candidate(
  ctx: TestContext,
  options: CandidateOptions & { withProfile?: boolean } = {},
): Promise<Candidate> {
  counter += 1;
  const gender = options.gender ?? 'FEMALE';
  const fullName =
    options.fullName ??
    `${names[gender === 'MALE' ? 'MALE' : 'FEMALE'][counter % 4]} Test${String.fromCharCode(65 + (counter % 26))}${counter}`;
  const member = await signUp(ctx);
  await onboard(ctx, member, {
    fullName,
    gender,
    dateOfBirth: options.dateOfBirth ?? (gender === 'MALE' ? '1992-05-10' : '1995-08-20'),
    location: options.location ?? { state: 'Bihar', city: 'Patna' },
  });
  const call = api(ctx);
  if (options.community) {
    const response = await call.put('/user/community-details', options.community, member);
    if (response.statusCode !== 200) throw new Error(`community-details failed: ${response.body}`);
  }
  if (options.withProfile ?? true) {
    // A gotra of their own, so that the same-gotra rule (on by default) leaves nobody out unless a test asks.
    const details = { ...completeDetails, gotra: `Testgotra ${counter}`, ...options.details };
    const response = await call.put('/user/matrimonial-details', details, member);
    if (response.statusCode !== 200) throw new Error(`matrimonial-details failed: ${response.body}`);
  }
  if (options.preferences) {
    const response = await call.put('/matrimonial/preferences', options.preferences, member);
    if (response.statusCode !== 200) throw new Error(`preferences failed: ${response.body}`);
  }
  return { ...member, fullName };
}

export async function sendInterest(ctx: TestContext, from: TestMember, to: TestMember, message = 'Namaste') {
  const response = await api(ctx).post('/matrimonial/interests/send', { receiverId: to.id, message }, from);
  if (response.statusCode !== 201) throw new Error(`send interest failed: ${response.body}`);
  return json(response).data as { id: string; status: string };
}

export const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';
