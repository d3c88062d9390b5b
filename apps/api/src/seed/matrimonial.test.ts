import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  matrimonialDetails,
  matrimonialDetailsBody,
  partnerPreferencesBody,
  type MatrimonialDetails,
} from '@samaj/shared/matrimonial';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { matrimonialProfiles } from '../db/schema/index.ts';
import { toMatrimonialDetails } from '../modules/matrimonial/matrimonial.mapper.ts';
import { createTestContext, json, type TestContext } from '../test/app.ts';
import { seedCommunity } from './bulk.ts';
import { DEMO_PASSWORD, DEMO_PHONE, seedDemoCommunityIfEmpty } from './demo.ts';
import {
  countMarriageProfiles,
  generateMarriageProfile,
  preferencesAsContract,
  seedMarriageProfiles,
} from './matrimonial.ts';

const silentLog = { info: () => {}, warn: () => {} };

describe('generated marriage profiles', () => {
  it('keep the contract: every value is one the API would accept', () => {
    const today = new Date('2026-06-01T00:00:00Z');
    for (let index = 0; index < 500; index++) {
      const gender = index % 2 === 0 ? 'MALE' : 'FEMALE';
      const { profile, preferences } = generateMarriageProfile(
        index,
        { id: `member-${index}`, gender, dateOfBirth: `${1970 + (index % 30)}-03-04`, state: 'Bihar', city: 'Patna' },
        ['/media/a.webp', '/media/b.webp'],
        today,
      );
      const details = toMatrimonialDetails({
        ...profile,
        createdAt: today,
        updatedAt: today,
      } as Parameters<typeof toMatrimonialDetails>[0]);
      expect(matrimonialDetails.parse(details)).toEqual(details);
      const {
        photoVisibility: _visibility,
        images: _images,
        isHidden: _hidden,
        ...body
      } = details as MatrimonialDetails;
      expect(matrimonialDetailsBody.safeParse(body).success, JSON.stringify(body)).toBe(true);
      const contract = preferencesAsContract(preferences);
      const parsed = partnerPreferencesBody.safeParse(contract);
      expect(parsed.success, JSON.stringify(contract)).toBe(true);
    }
  });
});

describe('the demo matrimonial section', () => {
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-demo-matrimonial-'));
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ MEDIA_DIR: mediaDir });
    await seedDemoCommunityIfEmpty(ctx.app.db, silentLog, { media: ctx.app.media });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('has a few hundred marriage profiles of both genders, with preferences and photos', async () => {
    const rows = rowsOf(
      await ctx.database.db.execute(sql`select
      (select count(*)::int from users where is_matrimonial_profile and gender = 'MALE') as men,
      (select count(*)::int from users where is_matrimonial_profile and gender = 'FEMALE') as women,
      (select count(*)::int from partner_preferences) as preferences,
      (select count(*)::int from matrimonial_profiles where cardinality(images) > 0) as with_photos,
      (select count(*)::int from interests) as interests`),
    ) as Record<string, number>[];
    const totals = rows[0]!;
    expect(totals.men! + totals.women!).toBeGreaterThanOrEqual(200);
    expect(totals.men).toBeGreaterThan(80);
    expect(totals.women).toBeGreaterThan(80);
    expect(totals.preferences).toBe(totals.men! + totals.women!);
    expect(totals.with_photos).toBeGreaterThan(100);
    expect(totals.interests).toBeGreaterThan(100);
    const privateFiles = readdirSync(path.join(mediaDir, 'private')).filter((name) => name.endsWith('.webp'));
    expect(privateFiles.length, 'marriage photos are private files').toBeGreaterThanOrEqual(8);
  });

  it('gives the demo login a complete profile, matches, and interests to answer', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber: DEMO_PHONE, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${json(login).data.accessToken}` };
    expect(json(login).data.user.isMatrimonialProfile).toBe(true);
    const matches = json(await ctx.app.inject({ url: '/api/matrimonial/profiles/recommended', headers })).data;
    expect(matches.total).toBeGreaterThan(50);
    expect(matches.profiles).toHaveLength(5);
    expect(matches.profiles.every((profile: { gender: string }) => profile.gender === 'MALE')).toBe(true);
    const received = json(await ctx.app.inject({ url: '/api/matrimonial/interests/received', headers })).data;
    expect(received.interests.filter((interest: { status: string }) => interest.status === 'PENDING')).toHaveLength(4);
    const sent = json(await ctx.app.inject({ url: '/api/matrimonial/interests/sent', headers })).data;
    expect(sent.total).toBe(2);
  });

  async function headersOf(phoneNumber: string) {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber, password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    return { authorization: `Bearer ${json(login).data.accessToken}` };
  }
  const get = async (url: string, headers: Record<string, string>) => {
    const response = await ctx.app.inject({ url: `/api${url}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return json(response).data;
  };
  const phoneOf = async (id: string) =>
    (
      rowsOf(await ctx.database.db.execute(sql`select phone_number from users where id = ${id}`))[0] as {
        phone_number: string;
      }
    ).phone_number;

  it('gives the demo login photo requests to answer, one shared, and one of her own waiting', async () => {
    const headers = await headersOf(DEMO_PHONE);
    const waiting = await get('/matrimonial/photo-requests/received?status=REQUESTED', headers);
    expect(waiting.total).toBe(3);
    const shared = await get('/matrimonial/photo-requests/received?status=GRANTED', headers);
    expect(shared.total).toBe(1);
    const sent = await get('/matrimonial/photo-requests/sent', headers);
    expect(sent.requests).toMatchObject([{ status: 'REQUESTED' }]);

    // As the API would have it: the member she shared with sees her photos, one still waiting does not.
    const ashaId = waiting.requests[0].ownerId as string;
    const granted = await get(
      `/matrimonial/profile/${ashaId}`,
      await headersOf(await phoneOf(shared.requests[0].requesterId)),
    );
    expect(granted.images.length).toBeGreaterThan(0);
    const asking = await get(
      `/matrimonial/profile/${ashaId}`,
      await headersOf(await phoneOf(waiting.requests[0].requesterId)),
    );
    expect(asking).toMatchObject({ images: [], photoRequest: { status: 'REQUESTED' } });
    // And the member whose photos she asked for hides them from her.
    const his = await get(`/matrimonial/profile/${sent.requests[0].ownerId}`, headers);
    expect(his).toMatchObject({ images: [], photosLocked: true, photoRequest: { status: 'REQUESTED' } });
  });

  it('gives her an elder managing her profile (with what she did) and an invitation to help manage one', async () => {
    const headers = await headersOf(DEMO_PHONE);
    const asha = (await get('/user/me', headers)).user.id as string;
    const family = await get('/matrimonial/co-managers', headers);
    expect(family.managers).toMatchObject([{ status: 'ACCEPTED' }]);
    const elderId = family.managers[0].member.id as string;
    expect(family.actions).toMatchObject([{ manager: { id: elderId }, action: 'PUT /user/matrimonial-details' }]);
    expect(family.managing).toMatchObject([{ status: 'INVITED' }]);
    // The elder can open her profile to edit it, as any accepted co-manager.
    const read = await ctx.app.inject({
      url: '/api/user/matrimonial-details',
      headers: { ...(await headersOf(await phoneOf(elderId))), 'x-acting-for': asha },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(json(read).data.isMatrimonialProfile).toBe(true);
  });
});

describe('the bench generator', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedCommunity(ctx.database, { members: 1_000, demo: false, activity: false, log: silentLog });
  });
  afterAll(() => ctx.close());

  it('gives about half the members a profile, the same ones on every run', async () => {
    const added = await seedMarriageProfiles(ctx.database.db);
    expect(added).toBeGreaterThan(400);
    expect(added).toBeLessThan(600);
    expect(await countMarriageProfiles(ctx.database.db)).toBe(added);
    expect(await seedMarriageProfiles(ctx.database.db)).toBe(0);
    const [sample] = await ctx.database.db.select().from(matrimonialProfiles).limit(1);
    expect(sample).toBeDefined();
    const [owner] = await ctx.database.db
      .execute(sql`select is_matrimonial_profile from users where id = ${sample!.userId}`)
      .then((result) => rowsOf(result) as { is_matrimonial_profile: boolean }[]);
    expect(owner!.is_matrimonial_profile).toBe(true);
  });
});
