import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '@samaj/shared/images';
import { buildApp } from '../../app.ts';
import {
  accountErasures,
  checkoutList,
  comments,
  interests,
  photoRequests,
  matrimonialProfileOrigins,
  notInterested,
  otpCodes,
  posts,
  users,
} from '../../db/schema/index.ts';
import pg from 'pg';
import { testEngine } from '../../test/database.ts';
import {
  bearer,
  createTestContext,
  json,
  signUp,
  uniquePhone,
  type TestContext,
  type TestMember,
} from '../../test/app.ts';
import { addComment, addReply, block, createPost, onboardedMember, png } from '../posts/test-support.ts';
import { DELETED_COMMENT_TEXT } from './erasure.repository.ts';
import { AccountErasure } from './erasure.ts';
import { candidate } from '../matrimonial/test-support.ts';
import { deleteAccount, sendMessage } from './test-support.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-erasure-'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ACCOUNT_DELETION_GRACE_DAYS: '0', MEDIA_DIR: mediaDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** Every text-like column of every table of the app holding the needle: `table.column` names. */
async function whereFound(needle: string): Promise<string[]> {
  const { rows: columns } = (await ctx.database.db
    .execute(sql`select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'ARRAY', 'USER-DEFINED')`)) as {
    rows: { table_name: string; column_name: string }[];
  };
  expect(columns.length).toBeGreaterThan(30);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = (await ctx.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
    )) as { rows: { n: number }[] };
    if (rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/**
 * Every id column (uuid) of every table holding the member's id: `table.column` names, sorted. After an erasure only the
 * husk row, the erasure record and what the member wrote that others answered may still name them.
 */
async function whereReferenced(memberId: string): Promise<string[]> {
  const { rows: columns } = (await ctx.database.db
    .execute(sql`select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type = 'uuid'`)) as { rows: { table_name: string; column_name: string }[] };
  expect(columns.length).toBeGreaterThan(30);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = (await ctx.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${memberId}`,
    )) as { rows: { n: number }[] };
    if (rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return found.sort();
}

const newJob = () =>
  new AccountErasure({
    db: ctx.app.db,
    media: ctx.app.media,
    phoneHashSecret: ctx.config.moderation.phoneHashSecret,
    log: ctx.app.log,
  });

const erase = (member: TestMember) => deleteAccount(ctx, member);

describe('erasure', () => {
  it('leaves nothing of the member: no phone, name or text anywhere in the database; others keep their replies', async () => {
    const member = await onboardedMember(ctx, 'Savitri Bhagalpuri');
    const friend = await onboardedMember(ctx, 'Mohan Lal');
    const texts = [
      'Litti chokha recipe from Nani',
      'Gaya ghat cleanup Sunday',
      'Bring the dholak tomorrow',
      'Swimming lessons for kids',
    ];
    const myPost = await createPost(ctx, member, { content: texts[0]! }, [
      { bytes: await png(40, 40, { r: 10, g: 200, b: 90 }) },
    ]);
    const friendPost = await createPost(ctx, friend, { content: 'Friend post' });
    const repliedTo = await addComment(ctx, member, friendPost.id, texts[1]);
    await addReply(ctx, friend, repliedTo.id, 'Count me in');
    await addComment(ctx, member, friendPost.id, texts[3]);
    await ctx.app.inject({ method: 'POST', url: `/api/posts/${friendPost.id}/like`, headers: bearer(member) });
    await sendMessage(ctx, member, friend, texts[2]!);
    await sendMessage(ctx, friend, member, 'Sure, Savitri ji');
    await block(ctx, member, await onboardedMember(ctx));
    await ctx.database.db.insert(interests).values({ senderId: friend.id, receiverId: member.id, message: 'Namaste' });
    await ctx.database.db.insert(photoRequests).values([
      { requesterId: friend.id, ownerId: member.id, status: 'GRANTED' },
      { requesterId: member.id, ownerId: friend.id },
    ]);
    await ctx.database.db
      .insert(checkoutList)
      .values({ userId: friend.id, targetUserId: member.id, checkOutType: 'helpers' });
    await ctx.database.db.insert(notInterested).values({ userId: member.id, targetUserId: friend.id });
    const filesBefore = readdirSync(mediaDir, { recursive: true }).map(String);
    expect(await whereFound(member.phoneNumber.slice(3))).not.toEqual([]);

    const response = await erase(member);
    expect(response.statusCode, response.body).toBe(200);

    expect(await whereFound(member.phoneNumber.slice(3))).toEqual([]);
    expect(await whereFound('Savitri Bhagalpuri')).toEqual([]);
    for (const text of texts) expect(await whereFound(text), text).toEqual([]);
    // No row on either side names the member any more: chats, interests, blocks, shortlists, notifications, likes.
    expect(await whereReferenced(member.id)).toEqual(['account_erasures.id', 'comments.user_id', 'users.id']);
    // An erasure record, and a husk row that keeps the replied-to comment's thread together.
    expect(await ctx.database.db.select().from(accountErasures).where(eq(accountErasures.id, member.id))).toHaveLength(
      1,
    );
    const [kept] = await ctx.database.db.select().from(comments).where(eq(comments.id, repliedTo.id));
    expect(kept!.content).toBe(DELETED_COMMENT_TEXT);
    const replies = await ctx.database.db.select().from(comments).where(eq(comments.parentId, repliedTo.id));
    expect(replies.map((reply) => reply.content)).toEqual(['Count me in']);
    // The friend's post counts what is left: the kept comment and its reply; no like.
    const [counted] = await ctx.database.db.select().from(posts).where(eq(posts.id, friendPost.id));
    expect(counted).toMatchObject({ commentsCount: 2, likesCount: 0 });
    expect(await ctx.database.db.select().from(posts).where(eq(posts.id, myPost.id))).toEqual([]);
    // The photo file went with it, and its smaller copies (nobody else used them).
    const photoName = myPost.image!.split('/').pop()!.replace('.webp', '');
    expect(filesBefore.filter((file) => file.startsWith(photoName))).toHaveLength(1 + IMAGE_VARIANT_WIDTHS.length);
    expect(readdirSync(mediaDir, { recursive: true }).filter((file) => String(file).startsWith(photoName))).toEqual([]);
    // The friend's chat list and notifications no longer know the member.
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/chats', headers: bearer(friend) });
    expect(JSON.stringify(json(inbox).data)).not.toContain(member.id);

    // Photo requests go on both sides: those the member made and those made to them.
    const requestsLeft = await ctx.database.db
      .select()
      .from(photoRequests)
      .where(or(eq(photoRequests.requesterId, member.id), eq(photoRequests.ownerId, member.id)));
    expect(requestsLeft).toEqual([]);

    // The number can sign up afresh.
    const again = await signUp(ctx, member.phoneNumber);
    expect(again.id).not.toBe(member.id);
  });

  it('a comment others answered stays as "This comment was deleted" with no author, its replies visible', async () => {
    const member = await onboardedMember(ctx, 'Savitri Bhagalpuri');
    const postAuthor = await onboardedMember(ctx, 'Mohan Lal');
    const replier = await onboardedMember(ctx, 'Kiran Devi');
    const reader = await onboardedMember(ctx, 'Ramesh Jha');
    const blocker = await onboardedMember(ctx, 'Sunita Rai');
    const post = await createPost(ctx, postAuthor, { content: 'Chhath puja volunteers?' });
    const answered = await addComment(ctx, member, post.id, 'I will bring the baskets');
    const reply = await addReply(ctx, replier, answered.id, 'Count me in');
    await addComment(ctx, member, post.id, 'Unanswered, it goes');
    const readersOwn = await addComment(ctx, reader, post.id, 'Great idea');
    await block(ctx, blocker, replier);
    expect((await erase(member)).statusCode).toBe(200);

    const get = (who: TestMember, url: string) =>
      ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(who) });
    const postAs = (who: TestMember, url: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
    const listed = json(await get(reader, `/comments/${post.id}`)).data;
    expect(listed.count).toBe(2);
    expect(listed.rows.map((row: { id: string }) => row.id)).toEqual([readersOwn.id, answered.id]);
    expect(listed.rows[1]).toMatchObject({ author: null, content: DELETED_COMMENT_TEXT, repliesCount: 1 });
    const replies = json(await get(reader, `/comments/${answered.id}/replies`)).data;
    expect(replies).toMatchObject({
      count: 1,
      rows: [{ id: reply.id, content: 'Count me in', author: { id: replier.id } }],
    });
    expect(json(await get(reader, `/posts/${post.id}`)).data.commentsCount).toBe(3);
    // A member who blocked the replier sees the deleted comment, without the reply.
    const blockersView = json(await get(blocker, `/comments/${post.id}`)).data.rows;
    expect(blockersView.find((row: { id: string }) => row.id === answered.id)).toMatchObject({ repliesCount: 0 });
    expect(json(await get(blocker, `/comments/${answered.id}/replies`)).data).toEqual({ rows: [], count: 0 });

    // It takes no new replies or likes (409, nothing added); the replies can still be liked.
    for (const refused of [
      await postAs(reader, `/comments/${answered.id}/reply`, { content: 'Me too' }),
      await postAs(reader, `/comments/${reply.id}/reply`, { content: 'Me too' }),
      await postAs(reader, `/comments/${answered.id}/like`),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(json(refused).message).toContain('This comment was deleted');
    }
    expect(json(await get(reader, `/comments/${answered.id}/replies`)).data.count).toBe(1);
    expect((await postAs(reader, `/comments/${reply.id}/like`)).statusCode).toBe(200);
    // The post's author may still delete it, with its replies.
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/comments/${answered.id}`,
      headers: bearer(postAuthor),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(json(await get(reader, `/comments/${post.id}`)).data.count).toBe(1);
  });

  it('a photo file another owner uses is kept', async () => {
    const member = await onboardedMember(ctx);
    const other = await onboardedMember(ctx);
    const bytes = await png(30, 30, { r: 1, g: 2, b: 3 });
    const mine = await createPost(ctx, member, { content: 'same photo' }, [{ bytes }]);
    const theirs = await createPost(ctx, other, { content: 'same photo too' }, [{ bytes }]);
    expect(mine.image).toBe(theirs.image);
    expect((await erase(member)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: theirs.image! })).statusCode).toBe(200);
  });

  it('a banned member leaves only the salted hash of the number: it cannot sign up again', async () => {
    const member = await onboardedMember(ctx);
    await ctx.database.db
      .update(users)
      .set({ status: 'BANNED', eraseAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.id));
    const job = newJob();
    expect(await job.eraseOne(member.id)).toBe(true);
    expect(await whereFound(member.phoneNumber.slice(3))).toEqual([]);
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { phoneNumber: member.phoneNumber },
    });
    const secret = json(requested).data;
    const otp = ctx.otp.lastCode(member.phoneNumber);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phoneNumber: member.phoneNumber, otp, secret },
    });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { phoneNumber: member.phoneNumber, password: member.password, secret },
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('ACCOUNT_BANNED');
  });

  it('an erasure cut off half-way leaves everything in place, and is finished when the API starts again', async () => {
    const member = await onboardedMember(ctx, 'Interrupted Devi');
    await createPost(ctx, member, { content: 'Half-way post' });
    await ctx.database.db
      .update(users)
      .set({ eraseAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.id));
    const job = newJob();
    await expect(
      job.eraseOne(member.id, { beforeCommit: () => Promise.reject(new Error('process killed')) }),
    ).rejects.toThrow('process killed');
    expect(await whereFound('Half-way post')).toEqual(['posts.content']);
    expect(await whereFound('Interrupted Devi')).not.toEqual([]);

    // A restart: a second API process on the same database erases due accounts when it starts.
    const restarted = await buildApp({ config: ctx.config, database: ctx.database, otpSender: ctx.otp });
    await restarted.ready();
    try {
      await expect.poll(() => whereFound('Interrupted Devi'), { timeout: 10_000 }).toEqual([]);
      expect(await whereFound('Half-way post')).toEqual([]);
    } finally {
      await restarted.close();
    }
  });

  it('with several API processes on one database, one erases a member; the others leave it to that one', async () => {
    const member = await onboardedMember(ctx, 'Racing Kumari');
    await createPost(ctx, member, { content: 'Raced post' });
    await ctx.database.db
      .update(users)
      .set({ eraseAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.id));
    const done = await Promise.all([newJob().eraseOne(member.id), newJob().eraseOne(member.id), newJob().eraseDue()]);
    expect(done.filter((erased) => erased === true || erased === 1)).toHaveLength(1);
    expect(await whereFound('Racing Kumari')).toEqual([]);
    expect(await ctx.database.db.select().from(accountErasures).where(eq(accountErasures.id, member.id))).toHaveLength(
      1,
    );

    // PostgreSQL: while another process holds the erasure lock, this one erases nothing. (PGlite has one connection,
    // so one process: the lock cannot be held elsewhere.)
    if (testEngine() === 'postgres') {
      const waiting = await onboardedMember(ctx, 'Waiting Kumari');
      await ctx.database.db
        .update(users)
        .set({ eraseAt: new Date(Date.now() - 1000) })
        .where(eq(users.id, waiting.id));
      const { rows } = (await ctx.database.db.execute(sql`select current_database() as name`)) as {
        rows: { name: string }[];
      };
      const url = new URL(process.env['TEST_DATABASE_URL']!);
      url.pathname = `/${rows[0]!.name}`;
      const otherProcess = new pg.Client({ connectionString: url.toString() });
      await otherProcess.connect();
      try {
        await otherProcess.query('begin');
        await otherProcess.query(`select pg_advisory_xact_lock(hashtext('samaj:account-erasure'))`);
        expect(await newJob().eraseOne(waiting.id)).toBe(false);
        expect(await whereFound('Waiting Kumari')).not.toEqual([]);
        await otherProcess.query('commit');
      } finally {
        await otherProcess.end();
      }
      expect(await newJob().eraseOne(waiting.id)).toBe(true);
      expect(await whereFound('Waiting Kumari')).toEqual([]);
    }
  });

  it('keeps the IP and time a marriage profile was created for one year after erasure, then deletes them', async () => {
    const groom = await candidate(ctx, { gender: 'MALE' });
    const [origin] = await ctx.database.db
      .select()
      .from(matrimonialProfileOrigins)
      .where(eq(matrimonialProfileOrigins.userId, groom.id));
    expect(origin).toMatchObject({ ip: '127.0.0.1', keepUntil: null });
    expect((await erase(groom)).statusCode).toBe(200);
    const [kept] = await ctx.database.db
      .select()
      .from(matrimonialProfileOrigins)
      .where(eq(matrimonialProfileOrigins.userId, groom.id));
    const aYear = 365 * 24 * 3600 * 1000;
    expect(Math.abs(kept!.keepUntil!.getTime() - Date.now() - aYear)).toBeLessThan(2 * 24 * 3600 * 1000);

    await ctx.database.db
      .update(matrimonialProfileOrigins)
      .set({ keepUntil: new Date(Date.now() - 1000) })
      .where(eq(matrimonialProfileOrigins.userId, groom.id));
    const job = newJob();
    await job.eraseDue();
    expect(
      await ctx.database.db
        .select()
        .from(matrimonialProfileOrigins)
        .where(eq(matrimonialProfileOrigins.userId, groom.id)),
    ).toEqual([]);
  });
});

describe('what is kept only for a while', () => {
  it('one-time codes go a day after they were sent (the longest rate-limit window), with the number and address', async () => {
    const guest = uniquePhone();
    const dayAndMinute = 24 * 3600 * 1000 + 60_000;
    const code = (createdAt: Date, suffix: string) => ({
      purpose: 'signup' as const,
      phoneNumber: guest,
      codeHash: 'x',
      secretHash: `secret-${guest}-${suffix}`,
      ip: '203.0.113.9',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 10 * 60_000),
    });
    await ctx.database.db
      .insert(otpCodes)
      .values([code(new Date(Date.now() - dayAndMinute), 'old'), code(new Date(), 'new')]);

    await newJob().eraseDue();
    const left = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, guest));
    expect(left.map((row) => row.secretHash)).toEqual([`secret-${guest}-new`]);
  });
});
