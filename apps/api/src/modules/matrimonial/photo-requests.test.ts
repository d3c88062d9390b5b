import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { matrimonialProfiles, photoRequests } from '../../db/schema/index.ts';
import { createTestContext, json, type TestContext, type TestMember } from '../../test/app.ts';
import { MediaStore, storedPathOf } from '../media/index.ts';
import { api, candidate, saveMarriagePhotos, sendInterest, smallJpeg, UNKNOWN_ID } from './test-support.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-photo-requests-'));
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

/** A woman whose marriage photos (two real private files) are shown to whom `photoVisibility` says. */
async function owner(photoVisibility: 'ALL' | 'ACCEPTED_INTERESTS' | 'NOBODY' = 'NOBODY') {
  const member = await candidate(ctx, { gender: 'FEMALE', details: { photoVisibility } });
  const saved = await saveMarriagePhotos(ctx, member, await Promise.all([40, 160].map(smallJpeg)));
  if (saved.statusCode !== 200) throw new Error(`photos failed: ${saved.body}`);
  return member;
}
const man = () => candidate(ctx, { gender: 'MALE' });

const profileOf = async (id: string, viewer: TestMember) =>
  json(await call.get(`/matrimonial/profile/${id}`, viewer)).data;
const requestPhotos = (ownerId: string, who: TestMember) => call.post('/matrimonial/photo-requests', { ownerId }, who);
const respond = (id: string, action: string, who: TestMember) =>
  call.put(`/matrimonial/photo-requests/${id}/respond`, { action }, who);
async function requested(ownerMember: TestMember, who: TestMember) {
  const response = await requestPhotos(ownerMember.id, who);
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data as { id: string; status: string };
}
const notificationsOf = async (who: TestMember) =>
  json(await call.get('/notifications', who)).data.rows as { type: string; entityId: string; actor: { id: string } }[];

describe('POST /matrimonial/photo-requests', () => {
  it('asks for hidden photos: 201, the owner is told, my card says Requested; asking again answers the same (200)', async () => {
    const asha = await owner('NOBODY');
    const ravi = await man();
    expect(await profileOf(asha.id, ravi)).toMatchObject({
      image: null,
      images: [],
      photosLocked: true,
      photoRequest: null,
    });

    const sent = await requestPhotos(asha.id, ravi);
    expect(sent.statusCode, sent.body).toBe(201);
    const request = json(sent).data;
    expect(request).toMatchObject({ requesterId: ravi.id, ownerId: asha.id, status: 'REQUESTED', respondedAt: null });
    expect(request.member).toMatchObject({ id: asha.id, image: null });

    const again = await requestPhotos(asha.id, ravi);
    expect(again.statusCode).toBe(200);
    expect(json(again).data.id).toBe(request.id);
    expect((await profileOf(asha.id, ravi)).photoRequest).toEqual({
      id: request.id,
      status: 'REQUESTED',
      canRequest: false,
    });

    await vi.waitFor(async () =>
      expect(await notificationsOf(asha)).toEqual([
        expect.objectContaining({
          type: 'PHOTO_REQUEST_RECEIVED',
          entityId: request.id,
          actor: expect.objectContaining({ id: ravi.id }),
        }),
      ]),
    );
  });

  it('refuses bad input, myself, unlisted profiles, visible photos, no token and no marriage profile; stores nothing', async () => {
    const asha = await owner('NOBODY');
    const ravi = await man();
    const open = await owner('ALL');
    const hidden = await owner('NOBODY');
    await call.put('/matrimonial/profile/visibility', { visible: false }, hidden);
    const withoutProfile = await candidate(ctx, { gender: 'MALE', withProfile: false });
    const cases: [unknown, TestMember, number, RegExp][] = [
      [{}, ravi, 400, /ownerId/],
      [{ ownerId: 'not-an-id' }, ravi, 400, /ownerId/],
      [{ ownerId: ravi.id }, ravi, 400, /your own photos/],
      [{ ownerId: UNKNOWN_ID }, ravi, 404, /Profile not found/],
      [{ ownerId: hidden.id }, ravi, 404, /Profile not found/],
      [{ ownerId: withoutProfile.id }, ravi, 404, /Profile not found/],
      [{ ownerId: open.id }, ravi, 409, /no hidden photos/],
      [{ ownerId: asha.id }, withoutProfile, 403, /matrimonial profile/],
    ];
    for (const [body, who, status, message] of cases) {
      const response = await call.post('/matrimonial/photo-requests', body, who);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(json(response).message).toMatch(message);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/matrimonial/photo-requests',
      payload: { ownerId: asha.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const stored = await ctx.database.db.select().from(photoRequests).where(eq(photoRequests.ownerId, asha.id));
    expect(stored).toEqual([]);
  });
});

describe('granting, declining and revoking', () => {
  it('a grant shows the photos to that member alone, until it is revoked', async () => {
    const asha = await owner('NOBODY');
    const ravi = await man();
    const other = await man();
    const request = await requested(asha, ravi);

    const granted = await respond(request.id, 'GRANT', asha);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(json(granted).data).toMatchObject({ status: 'GRANTED', respondedAt: expect.any(String) });
    expect(json(granted).data.member.id).toBe(ravi.id);
    const seen = await profileOf(asha.id, ravi);
    expect(seen).toMatchObject({ photosLocked: false, photoRequest: { status: 'GRANTED', canRequest: false } });
    expect(seen.images).toHaveLength(2);
    expect(seen.image).toBe(seen.images[0]);
    await vi.waitFor(async () =>
      expect((await notificationsOf(ravi)).map((row) => row.type)).toContain('PHOTO_REQUEST_GRANTED'),
    );
    // Another member's grant shows nothing to me.
    expect(await profileOf(asha.id, other)).toMatchObject({
      image: null,
      images: [],
      photosLocked: true,
      photoRequest: null,
    });

    const revoked = await respond(request.id, 'REVOKE', asha);
    expect(revoked.statusCode).toBe(200);
    expect(json(revoked).data.status).toBe('REVOKED');
    expect(await profileOf(asha.id, ravi)).toMatchObject({
      image: null,
      images: [],
      photosLocked: true,
      photoRequest: { status: 'REVOKED', canRequest: false },
    });
  });

  it('only the owner answers (403 for the requester, 404 for anyone else or an unknown id, 401 without a token)', async () => {
    const asha = await owner('NOBODY');
    const ravi = await man();
    const stranger = await man();
    const request = await requested(asha, ravi);
    expect((await respond(request.id, 'GRANT', ravi)).statusCode).toBe(403);
    expect((await respond(request.id, 'GRANT', stranger)).statusCode).toBe(404);
    expect((await respond(UNKNOWN_ID, 'GRANT', asha)).statusCode).toBe(404);
    const bad = await respond(request.id, 'ACCEPT', asha);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toMatch(/GRANT, DECLINE or REVOKE/);
    expect(
      (await call.put(`/matrimonial/photo-requests/not-an-id/respond`, { action: 'GRANT' }, asha)).statusCode,
    ).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `/api/matrimonial/photo-requests/${request.id}/respond`,
      payload: { action: 'GRANT' },
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(photoRequests).where(eq(photoRequests.id, request.id));
    expect(row!.status).toBe('REQUESTED');
  });

  it('each action from its states only (409); a decline may be asked again after 30 days, and granted at any time', async () => {
    const asha = await owner('ACCEPTED_INTERESTS');
    const ravi = await man();
    const request = await requested(asha, ravi);
    expect((await respond(request.id, 'REVOKE', asha)).statusCode).toBe(409);
    expect((await respond(request.id, 'DECLINE', asha)).statusCode).toBe(200);
    expect((await respond(request.id, 'DECLINE', asha)).statusCode).toBe(409);
    const tooSoon = await requestPhotos(asha.id, ravi);
    expect(tooSoon.statusCode).toBe(409);
    expect(json(tooSoon).message).toMatch(/You can ask again from \d+ \w+ \d{4}/);

    await ctx.database.db
      .update(photoRequests)
      .set({ respondedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(photoRequests.id, request.id));
    expect((await profileOf(asha.id, ravi)).photoRequest).toMatchObject({ status: 'DECLINED', canRequest: true });
    const again = await requestPhotos(asha.id, ravi);
    expect(again.statusCode).toBe(201);
    expect(json(again).data).toMatchObject({ id: request.id, status: 'REQUESTED' });

    // The owner may change their mind and grant a declined request.
    await respond(request.id, 'DECLINE', asha);
    expect((await respond(request.id, 'GRANT', asha)).statusCode).toBe(200);
    expect((await respond(request.id, 'GRANT', asha)).statusCode).toBe(409);
    expect((await profileOf(asha.id, ravi)).photosLocked).toBe(false);
  });
});

describe('who may see the photos', () => {
  it('ACCEPTED_INTERESTS: an accepted interest or a grant; NOBODY: a grant only', async () => {
    const connected = await owner('ACCEPTED_INTERESTS');
    const nobody = await owner('NOBODY');
    const ravi = await man();
    for (const member of [connected, nobody]) {
      const interest = await sendInterest(ctx, ravi, member);
      await call.put(`/matrimonial/interests/${interest.id}/respond`, { status: 'ACCEPTED' }, member);
    }
    expect((await profileOf(connected.id, ravi)).photosLocked).toBe(false);
    expect((await profileOf(nobody.id, ravi)).photosLocked).toBe(true);
    expect((await requestPhotos(connected.id, ravi)).statusCode).toBe(409);
    const request = await requested(nobody, ravi);
    await respond(request.id, 'GRANT', nobody);
    expect((await profileOf(nobody.id, ravi)).photosLocked).toBe(false);
    // The interests list follows the same rule.
    const sent = json(await call.get('/matrimonial/interests/sent', ravi)).data.interests as {
      receiver: { id: string; image: string | null };
    }[];
    expect(sent.find((row) => row.receiver.id === nobody.id)?.receiver.image).toMatch(/^\/media\/private\//);
  });

  it('signed links of granted photos work; changed, expired or never granted ones do not', async () => {
    const asha = await owner('NOBODY');
    const ravi = await man();
    const request = await requested(asha, ravi);
    await respond(request.id, 'GRANT', asha);
    const [link] = (await profileOf(asha.id, ravi)).images as string[];
    expect(link).toMatch(/^\/media\/private\/[0-9a-f]{64}\.webp\?expires=\d+&signature=[\w-]+$/);
    expect((await ctx.app.inject(link!)).statusCode).toBe(200);

    const url = new URL(link!, 'http://samaj.test');
    const tampered = new URL(url);
    tampered.searchParams.set('signature', `${url.searchParams.get('signature')!.slice(0, -2)}AA`);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 24 * 3600));
    const signedLongAgo = new MediaStore(ctx.app.media.storage, {
      privateUrlTtlSeconds: ctx.config.media.privateUrlTtlSeconds,
      now: () => Date.now() - 60 * 60 * 1000,
    });
    for (const refused of [
      `${tampered.pathname}${tampered.search}`,
      `${later.pathname}${later.search}`,
      url.pathname,
      await signedLongAgo.urlFor(storedPathOf(link!)),
    ]) {
      const response = await ctx.app.inject(refused);
      expect(response.statusCode, refused).toBe(403);
    }
    // The link lives minutes, not days: at most the TTL and a third.
    const lifetime = Number(url.searchParams.get('expires')) * 1000 - Date.now();
    expect(lifetime).toBeLessThanOrEqual((ctx.config.media.privateUrlTtlSeconds * 4 * 1000) / 3);

    // Another member, and Ravi once the grant is revoked, get no link at all.
    const other = await man();
    expect(JSON.stringify(await profileOf(asha.id, other))).not.toContain('/media/private/');
    await respond(request.id, 'REVOKE', asha);
    expect(JSON.stringify(await profileOf(asha.id, ravi))).not.toContain('/media/private/');
    const cards = json(await call.get('/matrimonial/profiles/search?limit=50&gender=FEMALE', ravi)).data.profiles;
    expect(JSON.stringify(cards.find((card: { id: string }) => card.id === asha.id))).not.toContain('/media/private/');
  });
});

describe('blocks', () => {
  it('a blocked member can never request or see; a block ends the grants, and lifting it brings none back', async () => {
    const asha = await owner('NOBODY');
    const ravi = await man();
    const request = await requested(asha, ravi);
    await respond(request.id, 'GRANT', asha);
    expect((await call.post('/matrimonial/blocks', { blockedId: ravi.id }, asha)).statusCode).toBe(201);

    expect((await requestPhotos(asha.id, ravi)).statusCode).toBe(404);
    expect((await call.get(`/matrimonial/profile/${asha.id}`, ravi)).statusCode).toBe(404);
    expect((await respond(request.id, 'REVOKE', asha)).statusCode).toBe(404);
    expect(json(await call.get('/matrimonial/photo-requests/received', asha)).data).toEqual({ requests: [], total: 0 });
    expect(await ctx.database.db.select().from(photoRequests).where(eq(photoRequests.ownerId, asha.id))).toEqual([]);

    await call.delete(`/matrimonial/blocks/${ravi.id}`, asha);
    expect(await profileOf(asha.id, ravi)).toMatchObject({ photosLocked: true, photoRequest: null });

    // Blocked by the requester: the same.
    const request2 = await requested(asha, ravi);
    await call.post('/matrimonial/blocks', { blockedId: asha.id }, ravi);
    expect((await respond(request2.id, 'GRANT', asha)).statusCode).toBe(404);
  });
});

describe('GET /matrimonial/photo-requests/received and /sent', () => {
  it('list newest first with the other member and the total, filtered by status; 400 for a bad status', async () => {
    const asha = await owner('NOBODY');
    const [ravi, amit] = [await man(), await man()];
    const first = await requested(asha, ravi);
    await requested(asha, amit);
    await respond(first.id, 'GRANT', asha);

    const received = json(await call.get('/matrimonial/photo-requests/received', asha)).data;
    expect(received.total).toBe(2);
    expect(received.requests.map((row: { member: { id: string } }) => row.member.id)).toEqual([amit.id, ravi.id]);
    const granted = json(await call.get('/matrimonial/photo-requests/received?status=GRANTED', asha)).data;
    expect(granted.requests).toEqual([expect.objectContaining({ id: first.id, status: 'GRANTED' })]);
    const sent = json(await call.get('/matrimonial/photo-requests/sent', ravi)).data;
    expect(sent.requests).toEqual([expect.objectContaining({ id: first.id, ownerId: asha.id })]);
    expect(sent.requests[0].member.id).toBe(asha.id);
    expect(json(await call.get('/matrimonial/photo-requests/received', ravi)).data.total).toBe(0);
    expect((await call.get('/matrimonial/photo-requests/received?status=MAYBE', asha)).statusCode).toBe(400);
    expect((await call.get('/matrimonial/photo-requests/sent?limit=0', asha)).statusCode).toBe(400);
    expect((await ctx.app.inject('/api/matrimonial/photo-requests/received')).statusCode).toBe(401);
  });
});

// Make sure the fixture photos are private files, as every marriage photo is.
it('marriage photos are private files', async () => {
  const asha = await owner('ALL');
  const [row] = await ctx.database.db.select().from(matrimonialProfiles).where(eq(matrimonialProfiles.userId, asha.id));
  expect(row!.images.every((image) => image.startsWith('/media/private/'))).toBe(true);
});
