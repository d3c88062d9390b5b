import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests, messages } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, onboard, signUp, type TestContext, type TestMember } from '../../test/app.ts';
import { api, type Candidate, candidate, sendInterest } from '../matrimonial/test-support.ts';
import { deleteAccount, unzip } from './test-support.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-marriage-activity-'));
let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestContext({ ACCOUNT_DELETION_GRACE_DAYS: '0', MEDIA_DIR: mediaDir });
  call = api(ctx);
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const MATRIMONIAL_TABLES = [
  ['matrimonial_profile_views', ['viewer_id', 'viewed_id']],
  ['matrimonial_shortlist', ['user_id', 'target_id']],
  ['matrimonial_contact_views', ['viewer_id', 'owner_id', 'manager_id']],
  ['matrimonial_co_managers', ['owner_id', 'manager_id']],
  ['matrimonial_co_manager_actions', ['owner_id', 'manager_id']],
  ['interests', ['sender_id', 'receiver_id', 'sent_by_manager_id', 'answered_by_manager_id']],
  ['messages', ['sender_id', 'receiver_id', 'sent_by_manager_id']],
] as const;

/** `table.column` of the matrimonial tables that still hold the member's id. */
async function rowsNaming(memberId: string): Promise<string[]> {
  const found: string[] = [];
  for (const [table, columns] of MATRIMONIAL_TABLES) {
    for (const column of columns) {
      const { rows } = (await ctx.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${memberId}`,
      )) as { rows: { n: number }[] };
      if (rows[0]!.n > 0) found.push(`${table}.${column}`);
    }
  }
  return found;
}

/**
 * Rahul (his mother Sunita manages his profile) and Asha, connected: each opened the other's profile and read the
 * other's contact; Rahul saved Asha; Sunita wrote to Asha for him.
 */
async function connectedFamilies() {
  const rahul = await candidate(ctx, {
    fullName: 'Rahul Exporter',
    gender: 'MALE',
    details: { familyContactName: 'Sunita Devi (mother)', familyContactPhone: '+91 98765 11122' },
  });
  const asha = await candidate(ctx, { fullName: 'Asha Exported' });
  const sunita = await signUp(ctx);
  await onboard(ctx, sunita, { fullName: 'Sunita Exporter' });
  const invitation = json(await call.post('/matrimonial/co-managers', { phoneNumber: sunita.phoneNumber }, rahul)).data;
  await call.post(`/matrimonial/co-managers/${invitation.id}/accept`, {}, sunita);

  await call.get(`/matrimonial/profile/${asha.id}`, rahul);
  await call.get(`/matrimonial/profile/${rahul.id}`, asha);
  expect((await call.post('/matrimonial/shortlist', { targetId: asha.id }, rahul)).statusCode).toBe(201);
  const interest = await sendInterest(ctx, rahul, asha);
  await call.put(`/matrimonial/interests/${interest.id}/respond`, { status: 'ACCEPTED' }, asha);
  expect((await call.get(`/matrimonial/profiles/${asha.id}/contact`, rahul)).statusCode).toBe(200);
  expect((await call.get(`/matrimonial/profiles/${rahul.id}/contact`, asha)).statusCode).toBe(200);
  const written = await ctx.app.inject({
    method: 'POST',
    url: '/api/chats/messages',
    headers: { ...bearer(sunita), 'x-acting-for': rahul.id },
    payload: { receiverId: asha.id, content: 'Pranam from his mother' },
  });
  expect(written.statusCode, written.body).toBe(201);
  return { rahul, asha, sunita };
}

const exportOf = async (member: TestMember) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: bearer(member) });
  expect(response.statusCode).toBe(200);
  return JSON.parse((await unzip(response.rawPayload)).get('data.json')!.toString('utf8'));
};
const erase = (member: TestMember) => deleteAccount(ctx, member);
const named = (member: Candidate | (TestMember & { fullName?: string }), name: string) => ({ id: member.id, name });

describe('the marriage activity in "Download my data"', () => {
  it('has the shortlist, profile visits and contact views made and received, and family co-management', async () => {
    const { rahul, asha, sunita } = await connectedFamilies();
    const data = await exportOf(rahul);
    expect(data.matrimonialProfile).toMatchObject({
      familyContactName: 'Sunita Devi (mother)',
      familyContactPhone: '+919876511122',
    });
    expect(data.matrimonialShortlist).toEqual([{ member: named(asha, 'Asha Exported'), savedAt: expect.any(String) }]);
    expect(data.profileViewsMade).toEqual([{ member: named(asha, 'Asha Exported'), at: expect.any(String) }]);
    expect(data.profileViewsReceived).toEqual([{ member: named(asha, 'Asha Exported'), at: expect.any(String) }]);
    expect(data.contactViewsMade).toEqual([
      { member: named(asha, 'Asha Exported'), byFamilyMember: null, at: expect.any(String) },
    ]);
    expect(data.contactViewsReceived).toEqual([
      { member: named(asha, 'Asha Exported'), byFamilyMember: null, at: expect.any(String) },
    ]);
    expect(data.familyCoManagers).toEqual([
      expect.objectContaining({ profile: 'MY_PROFILE', member: named(sunita, 'Sunita Exporter'), status: 'ACCEPTED' }),
    ]);
    expect(data.familyCoManagerActions).toEqual([
      {
        profile: 'MY_PROFILE',
        member: named(sunita, 'Sunita Exporter'),
        action: 'POST /chats/messages',
        at: expect.any(String),
      },
    ]);
    const hers = await exportOf(sunita);
    expect(hers.familyCoManagers).toEqual([
      expect.objectContaining({ profile: 'THEIR_PROFILE', member: named(rahul, 'Rahul Exporter') }),
    ]);
    expect(hers.familyCoManagerActions[0]).toMatchObject({ profile: 'THEIR_PROFILE', action: 'POST /chats/messages' });
    // Other members by id and name only.
    expect(JSON.stringify(data)).not.toContain(asha.phoneNumber.slice(3));
  });
});

describe('erasure of the marriage activity', () => {
  it("deletes the owner's rows on both sides", async () => {
    const { rahul, asha } = await connectedFamilies();
    expect(await rowsNaming(rahul.id)).not.toEqual([]);
    expect((await erase(rahul)).statusCode).toBe(200);
    expect(await rowsNaming(rahul.id)).toEqual([]);
    // Asha's own side of what was between them went too; her own profile stays.
    expect(await rowsNaming(asha.id)).toEqual([]);
    expect((await call.get('/matrimonial/contact-views', asha)).statusCode).toBe(200);
  });

  it("deletes a co-manager's rows and their name from the owner's interests and messages, which stay the owner's", async () => {
    const { rahul, asha, sunita } = await connectedFamilies();
    const [kept] = await ctx.database.db.select().from(messages).where(eq(messages.senderId, rahul.id));
    expect(kept!.sentByManagerId).toBe(sunita.id);
    expect((await erase(sunita)).statusCode).toBe(200);
    expect(await rowsNaming(sunita.id)).toEqual([]);
    const [after] = await ctx.database.db.select().from(messages).where(eq(messages.id, kept!.id));
    expect(after).toMatchObject({ senderId: rahul.id, sentByManagerId: null });
    const between = await ctx.database.db
      .select()
      .from(interests)
      .where(or(eq(interests.senderId, rahul.id), eq(interests.receiverId, rahul.id)));
    expect(between.map((row) => row.receiverId)).toEqual([asha.id]);
    expect(json(await call.get('/matrimonial/co-managers', rahul)).data.managers).toEqual([]);
  });
});
