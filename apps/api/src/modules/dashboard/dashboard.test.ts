import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROFILE_COMPLETION_FIELDS } from '@samaj/shared/profile';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, json, onboard, signUp, type TestContext, type TestMember } from '../../test/app.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-media-'));
let ctx: TestContext;
let member: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ MEDIA_DIR: mediaDir });
  member = await signUp(ctx);
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const completion = async (who: TestMember = member) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/dashboard/profile-completion',
    headers: bearer(who),
  });
  expect(response.statusCode).toBe(200);
  return json(response).data as { profileCompletion: number; inCompleteFields: string[] };
};
const put = (url: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/user${url}`, headers: bearer(member), payload });

describe('GET /dashboard/profile-completion', () => {
  it('weighs fields to a total of 100', () => {
    expect(PROFILE_COMPLETION_FIELDS.reduce((sum, { weight }) => sum + weight, 0)).toBe(100);
  });

  it('goes up as the member fills in the profile, listing what is still missing', async () => {
    expect(await completion()).toEqual({
      profileCompletion: 0,
      inCompleteFields: PROFILE_COMPLETION_FIELDS.map(({ field }) => field),
    });

    await onboard(ctx, member);
    expect(await completion()).toEqual({
      profileCompletion: 35,
      inCompleteFields: [
        'image',
        'bioData',
        'languages',
        'educationDegree',
        'profession',
        'currentJobRole',
        'skills',
        'industries',
      ],
    });

    await put('/personal-details', {
      fullName: 'Asha Sinha',
      gender: 'FEMALE',
      dateOfBirth: '1994-03-14',
      languages: ['Hindi'],
      bioData: 'Teacher in Patna',
      isPhoneNumberPublic: false,
      currentLocation: { state: 'Bihar', city: 'Patna' },
    });
    expect(await completion()).toMatchObject({ profileCompletion: 50 });

    await put('/community-details', {
      educationDegree: 'B.Ed',
      profession: 'Teacher',
      currentJobRole: 'Maths teacher',
      skills: ['Communication'],
      industries: ['Education'],
      canHelpOut: ['Tuition'],
      canSeekHelp: ['Land dispute'],
    });
    expect(await completion()).toEqual({ profileCompletion: 85, inCompleteFields: ['image'] });

    const form = new FormData();
    form.append(
      'image',
      new Blob([
        new Uint8Array(
          await sharp({ create: { width: 20, height: 20, channels: 3, background: 'teal' } })
            .png()
            .toBuffer(),
        ),
      ]),
      'me.png',
    );
    const encoded = new Response(form);
    const upload = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile-image',
      headers: { ...bearer(member), 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(upload.statusCode).toBe(200);
    expect(await completion()).toEqual({ profileCompletion: 100, inCompleteFields: [] });

    await put('/community-details', { educationDegree: 'B.Ed' });
    expect(await completion()).toMatchObject({ profileCompletion: 65 });
  });

  it('needs a logged-in member', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/profile-completion' });
    expect(response.statusCode).toBe(401);
  });
});
