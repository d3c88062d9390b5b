import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, json, type TestContext, type TestMember } from '../../test/app.ts';
import {
  actingFor,
  api,
  completeDetails,
  familyMember,
  inviteCoManager,
  managedProfile,
  saveMarriagePhotos,
  smallJpeg,
  typedPhone,
} from './test-support.ts';

/** A family co-manager reads the owner's marriage profile (GET /user/matrimonial-details) to edit it for them. */
const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-co-manager-details-'));
let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestContext({ MEDIA_DIR: mediaDir });
  call = api(ctx);
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const READ = '/user/matrimonial-details';

/** The form's body from what was read: what the web sends back (photos and who sees them left out). */
function bodyOf(details: Record<string, unknown>, changes: Record<string, unknown>) {
  const { images: _images, photoVisibility: _visibility, ...rest } = details;
  return { ...rest, ...changes };
}

async function addPhoto(member: TestMember) {
  const saved = await saveMarriagePhotos(ctx, member, [await smallJpeg(90)]);
  expect(saved.statusCode, saved.body).toBe(200);
}

describe("reading the owner's marriage profile", () => {
  it('gives the owner their own, photos included, as GET /user/me has it', async () => {
    const { rahul } = await managedProfile(ctx);
    await addPhoto(rahul);
    const read = await call.get(READ, rahul);
    expect(read.statusCode, read.body).toBe(200);
    const me = json(await call.get('/user/me', rahul)).data;
    expect(json(read).data).toEqual({ matrimonialDetails: me.matrimonialDetails, isMatrimonialProfile: true });
    expect(json(read).data.matrimonialDetails.images).toHaveLength(1);
  });

  it('gives a family member without a marriage profile null for their own', async () => {
    const { sunita } = await managedProfile(ctx);
    expect(json(await call.get(READ, sunita)).data).toEqual({ matrimonialDetails: null, isMatrimonialProfile: false });
  });

  it('lets the co-manager read it without the photos, save it, and the owner sees who edited', async () => {
    const { rahul, sunita } = await managedProfile(ctx);
    await addPhoto(rahul);
    const before = json(await call.get(READ, rahul)).data.matrimonialDetails;

    const read = await actingFor(ctx, sunita, rahul, 'GET', READ);
    expect(read.statusCode, read.body).toBe(200);
    expect(json(read).data).toEqual({ matrimonialDetails: { ...before, images: [] }, isMatrimonialProfile: true });

    const saved = await actingFor(
      ctx,
      sunita,
      rahul,
      'PUT',
      READ,
      bodyOf(json(read).data.matrimonialDetails, { aboutFamily: 'Written by his mother.', gotra: 'Bharadwaj' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // The answer is what her read gives: no photos, and nothing of his account (phone, email, role…).
    expect(json(saved).data).toEqual(json(await actingFor(ctx, sunita, rahul, 'GET', READ)).data);
    expect(json(saved).data).toEqual({
      matrimonialDetails: expect.objectContaining({ aboutFamily: 'Written by his mother.', images: [] }),
      isMatrimonialProfile: true,
    });
    expect(saved.body).not.toContain(rahul.phoneNumber.slice(3));

    const after = json(await call.get(READ, rahul)).data.matrimonialDetails;
    expect(after).toEqual({ ...before, aboutFamily: 'Written by his mother.', gotra: 'Bharadwaj' });
    expect(after.images).toHaveLength(1);
    const { actions } = json(await call.get('/matrimonial/co-managers', rahul)).data;
    // Reading is not an action: only the save is listed.
    expect(actions).toMatchObject([{ manager: { fullName: 'Sunita Devi' }, action: 'PUT /user/matrimonial-details' }]);
    expect(actions).toHaveLength(1);
  });
});

describe("the owner's own save", () => {
  it('answers the owner with their account too', async () => {
    const { rahul } = await managedProfile(ctx);
    const saved = await call.put(READ, { ...completeDetails, aboutFamily: 'Written by Rahul.' }, rahul);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toMatchObject({
      matrimonialDetails: { aboutFamily: 'Written by Rahul.' },
      isMatrimonialProfile: true,
      user: { id: rahul.id, phoneNumber: rahul.phoneNumber, isMatrimonialProfile: true },
    });
  });
});

const PREFERENCES = '/matrimonial/preferences';

describe("the owner's partner preferences", () => {
  const wanted = {
    ageRange: { min: 24, max: 30 },
    states: ['Bihar'],
    cities: ['Patna'],
    diet: ['VEGETARIAN'],
    manglik: ['NO'],
    horoscopeMatters: true,
  };

  it('the co-manager reads and saves them as he would, and he sees who did it', async () => {
    const { rahul, sunita } = await managedProfile(ctx);
    const read = await actingFor(ctx, sunita, rahul, 'GET', PREFERENCES);
    expect(read.statusCode, read.body).toBe(200);
    expect(json(read).data).toEqual(json(await call.get(PREFERENCES, rahul)).data);

    const saved = await actingFor(ctx, sunita, rahul, 'PUT', PREFERENCES, wanted);
    expect(saved.statusCode, saved.body).toBe(200);
    const his = json(await call.get(PREFERENCES, rahul)).data;
    expect(his).toMatchObject(wanted);
    expect(json(saved).data).toEqual(his);
    // Nothing of hers: her own account has no marriage profile, so no preferences either.
    expect((await call.get(PREFERENCES, sunita)).statusCode).toBe(403);

    const { actions } = json(await call.get('/matrimonial/co-managers', rahul)).data;
    expect(actions).toMatchObject([{ manager: { fullName: 'Sunita Devi' }, action: 'PUT /matrimonial/preferences' }]);
    expect(actions).toHaveLength(1);
  });

  it('bad input is refused for her as for him (400), and nothing changes', async () => {
    const { rahul, sunita } = await managedProfile(ctx);
    await call.put(PREFERENCES, wanted, rahul);
    for (const bad of [{ ageRange: { min: 35, max: 30 } }, { states: ['Atlantis'] }, { horoscopeMatters: 'yes' }]) {
      const mine = await call.put(PREFERENCES, bad, rahul);
      const hers = await actingFor(ctx, sunita, rahul, 'PUT', PREFERENCES, bad);
      expect(hers.statusCode, hers.body).toBe(400);
      expect(json(hers).errors).toEqual(json(mine).errors);
    }
    expect(json(await call.get(PREFERENCES, rahul)).data).toMatchObject(wanted);
    expect(json(await call.get('/matrimonial/co-managers', rahul)).data.actions).toEqual([]);
  });
});

describe('refused from the wrong side', () => {
  /** Both the read and the save are refused with `status`, and the owner's profile is as it was. */
  async function refused(who: TestMember | null, owner: TestMember, status: number) {
    const headers = { ...(who ? bearer(who) : {}), 'x-acting-for': owner.id };
    const before = json(await call.get(READ, owner)).data;
    const read = await ctx.app.inject({ method: 'GET', url: `/api${READ}`, headers });
    expect(read.statusCode, read.body).toBe(status);
    expect(read.body).not.toContain('Kayastha');
    const save = await ctx.app.inject({
      method: 'PUT',
      url: `/api${READ}`,
      headers,
      payload: { ...completeDetails, aboutFamily: 'Changed by someone else' },
    });
    expect(save.statusCode, save.body).toBe(status);
    expect(json(await call.get(READ, owner)).data).toEqual(before);

    // The partner preferences alike.
    const preferencesBefore = json(await call.get(PREFERENCES, owner)).data;
    const readPreferences = await ctx.app.inject({ method: 'GET', url: `/api${PREFERENCES}`, headers });
    expect(readPreferences.statusCode, readPreferences.body).toBe(status);
    const savePreferences = await ctx.app.inject({
      method: 'PUT',
      url: `/api${PREFERENCES}`,
      headers,
      payload: { ageRange: { min: 40, max: 45 } },
    });
    expect(savePreferences.statusCode, savePreferences.body).toBe(status);
    expect(json(await call.get(PREFERENCES, owner)).data).toEqual(preferencesBefore);
  }

  it('a member who does not manage the profile, with or without a marriage profile of their own', async () => {
    const { rahul, asha } = await managedProfile(ctx);
    await refused(await familyMember(ctx, 'Not Family'), rahul, 403);
    await refused(asha, rahul, 403);
  });

  it('a family member invited who has not accepted', async () => {
    const { rahul } = await managedProfile(ctx);
    const aunt = await familyMember(ctx, 'Invited Aunt');
    expect((await inviteCoManager(ctx, rahul, typedPhone(aunt.phoneNumber))).statusCode).toBe(201);
    await refused(aunt, rahul, 403);
  });

  it('a co-manager the owner removed, or who stopped, at once', async () => {
    const { rahul, sunita, coManagerId } = await managedProfile(ctx);
    expect((await actingFor(ctx, sunita, rahul, 'GET', READ)).statusCode).toBe(200);
    expect((await call.delete(`/matrimonial/co-managers/${coManagerId}`, rahul)).statusCode).toBe(200);
    await refused(sunita, rahul, 403);

    const again = await managedProfile(ctx);
    expect((await call.delete(`/matrimonial/co-managers/${again.coManagerId}`, again.sunita)).statusCode).toBe(200);
    await refused(again.sunita, again.rahul, 403);
  });

  it('a co-manager the owner blocked', async () => {
    const { rahul, sunita } = await managedProfile(ctx);
    expect((await call.post('/matrimonial/blocks', { blockedId: sunita.id }, rahul)).statusCode).toBe(201);
    await refused(sunita, rahul, 403);
  });

  it('no token (401), whether or not the header is sent', async () => {
    const { rahul } = await managedProfile(ctx);
    await refused(null, rahul, 401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api${READ}` })).statusCode).toBe(401);
  });
});
