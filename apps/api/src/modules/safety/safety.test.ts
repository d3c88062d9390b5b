import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, reports } from '../../db/schema/index.ts';
import { createTestContext, json, type TestContext } from '../../test/app.ts';
import { api, type Candidate, candidate, UNKNOWN_ID } from '../matrimonial/test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = api(ctx);
});
afterAll(() => ctx.close());

const blocksOf = (member: Candidate) => ctx.database.db.select().from(blocks).where(eq(blocks.blockerId, member.id));
const reportsBy = (member: Candidate) =>
  ctx.database.db.select().from(reports).where(eq(reports.reporterId, member.id));

describe('POST /matrimonial/blocks', () => {
  it('blocks a member with an optional reason, no marriage profile needed', async () => {
    const asha = await candidate(ctx, { withProfile: false });
    const ravi = await candidate(ctx, { gender: 'MALE', withProfile: false, fullName: 'Ravi Blocked' });
    const response = await call.post('/matrimonial/blocks', { blockedId: ravi.id, reason: '  Rude messages  ' }, asha);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      message: 'Member blocked',
      data: {
        blockedId: ravi.id,
        reason: 'Rude messages',
        user: { id: ravi.id, fullName: 'Ravi Blocked', image: null },
      },
    });
    const other = await candidate(ctx, { gender: 'MALE', withProfile: false });
    expect(json(await call.post('/matrimonial/blocks', { blockedId: other.id }, asha)).data.reason).toBeNull();
    expect(await blocksOf(asha)).toHaveLength(2);
  });

  it('refuses myself, unknown members, a second block and bad input, and changes nothing', async () => {
    const asha = await candidate(ctx, { withProfile: false });
    const ravi = await candidate(ctx, { gender: 'MALE', withProfile: false });
    await call.post('/matrimonial/blocks', { blockedId: ravi.id }, asha);
    const before = await blocksOf(asha);
    const cases: [unknown, number, string][] = [
      [{ blockedId: asha.id }, 400, 'You cannot block yourself'],
      [{ blockedId: UNKNOWN_ID }, 404, 'Member not found'],
      [{ blockedId: ravi.id }, 409, 'You have already blocked this member'],
      [{ blockedId: 'not-a-uuid' }, 400, 'blockedId: Must be a valid id'],
      [{}, 400, ''],
      [{ blockedId: ravi.id, reason: 'x'.repeat(501) }, 400, ''],
      [{ blockedId: ravi.id, reason: 7 }, 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call.post('/matrimonial/blocks', payload, asha);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(json(response).message).toBe(message);
    }
    expect(await blocksOf(asha)).toEqual(before);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/matrimonial/blocks', payload: { blockedId: ravi.id } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('DELETE /matrimonial/blocks/{blockedUserId}', () => {
  it('unblocks; unblocking someone not blocked is a 404', async () => {
    const asha = await candidate(ctx, { withProfile: false });
    const ravi = await candidate(ctx, { gender: 'MALE', withProfile: false });
    await call.post('/matrimonial/blocks', { blockedId: ravi.id }, asha);
    expect(json(await call.delete(`/matrimonial/blocks/${ravi.id}`, asha))).toMatchObject({
      data: null,
      message: 'Member unblocked',
    });
    expect(await blocksOf(asha)).toEqual([]);
    const again = await call.delete(`/matrimonial/blocks/${ravi.id}`, asha);
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe('You have not blocked this member');
    // Only the blocker can lift a block.
    await call.post('/matrimonial/blocks', { blockedId: asha.id }, ravi);
    expect((await call.delete(`/matrimonial/blocks/${ravi.id}`, asha)).statusCode).toBe(404);
    expect((await call.delete(`/matrimonial/blocks/not-a-uuid`, asha)).statusCode).toBe(400);
  });
});

describe('GET /matrimonial/blocks', () => {
  it('lists the members I blocked, newest first, 10 a page, with the total', async () => {
    const asha = await candidate(ctx, { withProfile: false });
    const blocked: Candidate[] = [];
    for (let index = 0; index < 12; index++) {
      const member = await candidate(ctx, { gender: 'MALE', withProfile: false, fullName: `Blocked Man ${index}` });
      await call.post('/matrimonial/blocks', { blockedId: member.id, reason: `Reason ${index}` }, asha);
      blocked.push(member);
    }
    const first = json(await call.get('/matrimonial/blocks', asha)).data;
    expect(first.total).toBe(12);
    expect(first.blockedUsers).toHaveLength(10);
    expect(first.blockedUsers[0]).toMatchObject({
      blockedId: blocked[11]!.id,
      reason: 'Reason 11',
      user: { id: blocked[11]!.id, fullName: 'Blocked Man 11', image: null },
    });
    const second = json(await call.get('/matrimonial/blocks?page=2', asha)).data;
    expect(second.blockedUsers.map((block: { user: { fullName: string } }) => block.user.fullName)).toEqual([
      'Blocked Man 1',
      'Blocked Man 0',
    ]);
    expect(json(await call.get('/matrimonial/blocks', blocked[0]!)).data).toEqual({ blockedUsers: [], total: 0 });
    expect((await call.get('/matrimonial/blocks?limit=0', asha)).statusCode).toBe(400);
  });
});

describe('a block applies everywhere, both ways', () => {
  it('hides the two members from each other in member profiles and member search', async () => {
    const asha = await candidate(ctx, { withProfile: false, fullName: 'Asha Zebrafish' });
    const ravi = await candidate(ctx, { gender: 'MALE', withProfile: false, fullName: 'Ravi Zebrafish' });
    const amit = await candidate(ctx, { gender: 'MALE', withProfile: false, fullName: 'Amit Zebrafish' });
    const search = async (who: Candidate) =>
      (json(await call.get('/user/filter?keyword=zebrafish', who)).data.rows as { fullName: string }[]).map(
        (row) => row.fullName,
      );
    expect(await search(asha)).toEqual(expect.arrayContaining(['Ravi Zebrafish', 'Amit Zebrafish']));
    expect((await call.get(`/user/profile/${ravi.id}`, asha)).statusCode).toBe(200);

    await call.post('/matrimonial/blocks', { blockedId: ravi.id }, asha);
    expect(await search(asha)).not.toContain('Ravi Zebrafish');
    expect(await search(ravi)).not.toContain('Asha Zebrafish');
    expect(await search(asha)).toContain('Amit Zebrafish');
    expect((await call.get(`/user/profile/${ravi.id}`, asha)).statusCode).toBe(404);
    expect((await call.get(`/user/profile/${asha.id}`, ravi)).statusCode).toBe(404);
    expect((await call.get(`/user/profile/${amit.id}`, asha)).statusCode).toBe(200);

    await call.delete(`/matrimonial/blocks/${ravi.id}`, asha);
    expect(await search(ravi)).toContain('Asha Zebrafish');
    expect((await call.get(`/user/profile/${asha.id}`, ravi)).statusCode).toBe(200);
  });

  it('hides them from each other in matrimonial search and recommendations', async () => {
    const asha = await candidate(ctx, { fullName: 'Asha Kingfisher' });
    const ravi = await candidate(ctx, { gender: 'MALE', fullName: 'Ravi Kingfisher' });
    const names = async (url: string, who: Candidate) =>
      (json(await call.get(url, who)).data.profiles as { fullName: string }[]).map((profile) => profile.fullName);
    expect(await names('/matrimonial/profiles/search?keyword=kingfisher', asha)).toEqual(['Ravi Kingfisher']);
    await call.post('/matrimonial/blocks', { blockedId: asha.id }, ravi);
    expect(await names('/matrimonial/profiles/search?keyword=kingfisher', asha)).toEqual([]);
    expect(await names('/matrimonial/profiles/search?keyword=kingfisher', ravi)).toEqual([]);
    expect(await names('/matrimonial/profiles/recommended?limit=50', asha)).not.toContain('Ravi Kingfisher');
    expect(json(await call.get('/matrimonial/profiles/search?keyword=kingfisher', asha)).data.total).toBe(0);
  });
});

describe('POST /matrimonial/reports', () => {
  it('stores a report for moderation, no marriage profile needed', async () => {
    const asha = await candidate(ctx, { withProfile: false });
    const ravi = await candidate(ctx, { gender: 'MALE', withProfile: false });
    const response = await call.post(
      '/matrimonial/reports',
      { reportedId: ravi.id, reason: 'ASKING_FOR_MONEY', description: '  Asked for a loan  ' },
      asha,
    );
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      message: 'Report received. Thank you',
      data: { reportedId: ravi.id, reason: 'ASKING_FOR_MONEY', description: 'Asked for a loan' },
    });
    const [stored] = await reportsBy(asha);
    expect(stored).toMatchObject({
      reportedId: ravi.id,
      reason: 'ASKING_FOR_MONEY',
      status: 'OPEN',
      targetType: 'USER',
    });
    // One open report per member and target: reporting again answers with the first.
    for (const reason of ['FAKE_PROFILE', 'ALREADY_MARRIED', 'HARASSMENT', 'INAPPROPRIATE_PHOTO', 'SPAM']) {
      const again = await call.post('/matrimonial/reports', { reportedId: ravi.id, reason }, asha);
      expect(again.statusCode).toBe(201);
      expect(json(again).data).toMatchObject({ id: stored!.id, reason: 'ASKING_FOR_MONEY' });
    }
    expect(await reportsBy(asha)).toHaveLength(1);
  });

  it('refuses myself, unknown members, bad reasons, OTHER without a description, and changes nothing', async () => {
    const asha = await candidate(ctx, { withProfile: false });
    const ravi = await candidate(ctx, { gender: 'MALE', withProfile: false });
    const cases: [unknown, number, string][] = [
      [{ reportedId: asha.id, reason: 'FAKE_PROFILE' }, 400, 'You cannot report yourself'],
      [{ reportedId: UNKNOWN_ID, reason: 'FAKE_PROFILE' }, 404, 'Member not found'],
      [{ reportedId: ravi.id, reason: 'RUDE' }, 400, ''],
      [{ reportedId: ravi.id, reason: 'fake_profile' }, 400, ''],
      [{ reportedId: ravi.id }, 400, ''],
      [{ reportedId: ravi.id, reason: 'OTHER' }, 400, 'description: Tell us what happened'],
      [{ reportedId: ravi.id, reason: 'OTHER', description: '   ' }, 400, 'description: Tell us what happened'],
      [{ reportedId: ravi.id, reason: 'HARASSMENT', description: 'x'.repeat(1001) }, 400, ''],
      [{ reportedId: 'nope', reason: 'HARASSMENT' }, 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call.post('/matrimonial/reports', payload, asha);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(json(response).message).toBe(message);
    }
    expect(await reportsBy(asha)).toEqual([]);
  });
});
