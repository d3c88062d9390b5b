import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../test/app.ts';
import { candidate, sendInterest } from '../matrimonial/test-support.ts';
import { dataOf, member, messageFrom, report, send, sendMessage } from '../moderation/test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ CHAT_NEW_CONVERSATIONS_PER_DAY: '3', CHAT_SPAM_REPORTS_TO_HOLD: '2' });
});
afterAll(() => ctx.close());

describe('new conversations per member and day', () => {
  it('stops a member at the limit with 429; earlier conversations and accepted interests do not count', async () => {
    const sender = await member(ctx, 'Sender Burst');
    const strangers = [await member(ctx), await member(ctx), await member(ctx), await member(ctx)];
    for (const stranger of strangers.slice(0, 3)) await messageFrom(ctx, sender, stranger);
    const refused = await sendMessage(ctx, sender, strangers[3]!);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toBe('You can start 3 new conversations a day. Try again later');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);

    // Conversations already started go on; answers from the others are theirs to start.
    await messageFrom(ctx, sender, strangers[0]!, 'Still talking');
    await messageFrom(ctx, strangers[3]!, sender, 'Hello to you');
    await messageFrom(ctx, sender, strangers[3]!, 'Thanks for writing');
  });

  it('lets a member write to someone whose interest was accepted, whatever the count', async () => {
    const sender = await candidate(ctx, { gender: 'MALE' });
    for (let index = 0; index < 3; index += 1) await messageFrom(ctx, sender, await member(ctx));
    const match = await candidate(ctx, { gender: 'FEMALE' });
    const interest = await sendInterest(ctx, sender, match);
    expect((await sendMessage(ctx, sender, match)).statusCode).toBe(429);
    await dataOf(send(ctx, 'PUT', `/matrimonial/interests/${interest.id}/respond`, match, { status: 'ACCEPTED' }));
    await messageFrom(ctx, sender, match, 'Namaste, thank you for accepting');
  });
});

describe('a member reported for spam by several members', () => {
  it('is held for review: no new conversations until a moderator decides', async () => {
    const spammer = await member(ctx, 'Spam Sender');
    const [first, second, third] = [await member(ctx), await member(ctx), await member(ctx)];
    await messageFrom(ctx, spammer, first);
    await messageFrom(ctx, spammer, second);
    await report(ctx, first, 'USER', spammer.id, 'SPAM');
    await messageFrom(ctx, spammer, first, 'One report holds nothing');
    await report(ctx, second, 'USER', spammer.id, 'SPAM');

    const held = await sendMessage(ctx, spammer, third);
    expect(held.statusCode).toBe(403);
    expect(json(held).code).toBe('HELD_FOR_REVIEW');
    // Existing conversations go on.
    await messageFrom(ctx, spammer, first, 'Sorry');
  });
});
