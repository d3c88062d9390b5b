/** Helpers for the matrimonial and safety API tests: members with marriage profiles, made over HTTP. */
import sharp from 'sharp';
import { bearer, json, onboard, signUp, type TestContext, type TestMember } from '../../test/app.ts';
import { multipartBody } from '../posts/test-support.ts';

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

/** A member without a marriage profile: a mother, a brother. */
export async function familyMember(ctx: TestContext, fullName: string): Promise<Candidate> {
  const member = await signUp(ctx);
  await onboard(ctx, member, { fullName, gender: 'FEMALE', dateOfBirth: '1968-02-01' });
  return { ...member, fullName };
}

/** "098765 43210" for "+919876543210": the number as a member would type it. */
export const typedPhone = (phone: string) => `0${phone.slice(3, 8)} ${phone.slice(8)}`;

export const inviteCoManager = (ctx: TestContext, owner: TestMember, phoneNumber: string) =>
  api(ctx).post('/matrimonial/co-managers', { phoneNumber }, owner);

export type ActingMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call made by `manager` for `owner` (X-Acting-For). */
export const actingFor = (
  ctx: TestContext,
  manager: TestMember,
  owner: TestMember,
  method: ActingMethod,
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(manager), 'x-acting-for': owner.id },
    ...(payload ? { payload } : {}),
  });

/** Rahul, his mother Sunita managing his profile (accepted), and Asha with a marriage profile. */
export async function managedProfile(ctx: TestContext) {
  const rahul = await candidate(ctx, { fullName: 'Rahul Managed', gender: 'MALE' });
  const sunita = await familyMember(ctx, 'Sunita Devi');
  const invited = await inviteCoManager(ctx, rahul, typedPhone(sunita.phoneNumber));
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`);
  const { id } = json(invited).data as { id: string };
  const accepted = await api(ctx).post(`/matrimonial/co-managers/${id}/accept`, {}, sunita);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  const asha = await candidate(ctx, { fullName: 'Asha Other' });
  return { rahul, sunita, asha, coManagerId: id };
}

/** A small portrait JPEG of one colour (`shade` makes each a different file). */
export const smallJpeg = (shade: number) =>
  sharp({ create: { width: 60, height: 80, channels: 3, background: { r: shade, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();

/** PUT /user/matrimonial-images with these JPEG files, as the member: the response. */
export async function saveMarriagePhotos(ctx: TestContext, member: TestMember, jpegs: Buffer[]) {
  const { payload, contentType } = await multipartBody(
    {},
    jpegs.map((bytes) => ({ field: 'matrimonialImages', bytes, type: 'image/jpeg' })),
  );
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/user/matrimonial-images',
    headers: { ...bearer(member), 'content-type': contentType },
    payload,
  });
}
