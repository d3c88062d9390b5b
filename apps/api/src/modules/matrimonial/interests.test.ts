import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests, matrimonialProfiles } from '../../db/schema/index.ts';
import { createTestContext, json, signUp, type TestContext } from '../../test/app.ts';
import { api, type Candidate, candidate, sendInterest, UNKNOWN_ID } from './test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = api(ctx);
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const allInterests = () => ctx.database.db.select().from(interests).orderBy(interests.id);
const interestsOf = (member: Candidate) =>
  ctx.database.db
    .select()
    .from(interests)
    .where(or(eq(interests.senderId, member.id), eq(interests.receiverId, member.id)));
const send = (from: Candidate, to: { id: string }, message?: unknown) =>
  call.post('/matrimonial/interests/send', { receiverId: to.id, ...(message === undefined ? {} : { message }) }, from);
const respond = (who: Candidate, id: string, status: unknown) =>
  call.put(`/matrimonial/interests/${id}/respond`, { status }, who);

describe('POST /matrimonial/interests/send', () => {
  it('sends a pending interest with a trimmed message', async () => {
    const asha = await candidate(ctx);
    const ravi = await candidate(ctx, { gender: 'MALE' });
    const response = await send(asha, ravi, '  Namaste, our families may know each other.  ');
    expect(response.statusCode).toBe(201);
    const interest = json(response).data;
    expect(interest).toMatchObject({
      senderId: asha.id,
      receiverId: ravi.id,
      message: 'Namaste, our families may know each other.',
      status: 'PENDING',
    });
    expect(new Date(interest.createdAt).toISOString()).toBe(interest.createdAt);
    const withoutMessage = await send(ravi, await candidate(ctx));
    expect(json(withoutMessage).data.message).toBeNull();
  });

  it('refuses bad input, myself, unknown members and members without a profile, and changes nothing', async () => {
    const asha = await candidate(ctx);
    const noProfile = await candidate(ctx, { gender: 'MALE', withProfile: false });
    const hidden = await candidate(ctx, { gender: 'MALE', details: { isHidden: true } });
    const notOnboarded = await signUp(ctx);
    const before = await allInterests();
    const cases: [unknown, number, string][] = [
      [{ receiverId: 'not-a-uuid' }, 400, 'VALIDATION_ERROR'],
      [{}, 400, 'VALIDATION_ERROR'],
      [{ receiverId: noProfile.id, message: 'x'.repeat(501) }, 400, 'VALIDATION_ERROR'],
      [{ receiverId: noProfile.id, message: 42 }, 400, 'VALIDATION_ERROR'],
      [{ receiverId: asha.id }, 400, 'VALIDATION_ERROR'],
      [{ receiverId: UNKNOWN_ID }, 404, 'NOT_FOUND'],
      [{ receiverId: noProfile.id }, 404, 'NOT_FOUND'],
      [{ receiverId: hidden.id }, 404, 'NOT_FOUND'],
      [{ receiverId: notOnboarded.id }, 404, 'NOT_FOUND'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await call.post('/matrimonial/interests/send', payload, asha);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(response).code, JSON.stringify(payload)).toBe(code);
    }
    expect(json(await call.post('/matrimonial/interests/send', { receiverId: asha.id }, asha)).message).toBe(
      'You cannot send an interest to yourself',
    );
    expect(await allInterests()).toEqual(before);
  });

  it('is 404 between members who blocked each other, either way, exactly as for an unlisted profile', async () => {
    const asha = await candidate(ctx);
    const blockedByHer = await candidate(ctx, { gender: 'MALE' });
    const blockingHer = await candidate(ctx, { gender: 'MALE' });
    await call.post('/matrimonial/blocks', { blockedId: blockedByHer.id }, asha);
    await call.post('/matrimonial/blocks', { blockedId: asha.id }, blockingHer);
    for (const [from, to] of [
      [asha, blockedByHer],
      [blockedByHer, asha],
      [asha, blockingHer],
      [blockingHer, asha],
    ] as const) {
      const response = await send(from, to);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Profile not found' });
    }
    expect(await interestsOf(asha)).toEqual([]);
  });

  it('is 409 while an interest between the two is pending or accepted, whoever sent it', async () => {
    const asha = await candidate(ctx);
    const ravi = await candidate(ctx, { gender: 'MALE' });
    const first = await sendInterest(ctx, asha, ravi);
    const again = await send(asha, ravi);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('Your interest is waiting for an answer');
    const back = await send(ravi, asha);
    expect(back.statusCode).toBe(409);
    expect(json(back).message).toBe('This member has already sent you an interest: answer it in Interests');
    await respond(ravi, first.id, 'ACCEPTED');
    for (const [from, to] of [
      [asha, ravi],
      [ravi, asha],
    ] as const) {
      const response = await send(from, to);
      expect(response.statusCode).toBe(409);
      expect(json(response).message).toBe('You are already connected with this member');
    }
    expect(await interestsOf(asha)).toHaveLength(1);
  });

  it('keeps one open interest per pair when both send at the same moment', async () => {
    const asha = await candidate(ctx);
    const ravi = await candidate(ctx, { gender: 'MALE' });
    const results = await Promise.all([send(asha, ravi), send(ravi, asha), send(asha, ravi)]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await interestsOf(asha)).toHaveLength(1);
  });

  it('is 409 within 90 days after the receiver declined one from the same sender, and allowed after', async () => {
    const asha = await candidate(ctx);
    const ravi = await candidate(ctx, { gender: 'MALE' });
    const first = await sendInterest(ctx, asha, ravi);
    expect(json(await respond(ravi, first.id, 'DECLINED')).data.status).toBe('DECLINED');
    const soon = await send(asha, ravi);
    expect(soon.statusCode).toBe(409);
    expect(json(soon).message).toMatch(
      /^This member declined your interest\. You can send another from \d{1,2} \w+ \d{4}$/,
    );
    // The one who declined may still send one.
    const other = await send(ravi, asha);
    expect(other.statusCode).toBe(201);
    await call.delete(`/matrimonial/interests/${json(other).data.id}`, ravi);

    await ctx.database.db
      .update(interests)
      .set({ updatedAt: new Date(Date.now() - 89 * DAY_MS) })
      .where(eq(interests.id, first.id));
    expect((await send(asha, ravi)).statusCode).toBe(409);
    await ctx.database.db
      .update(interests)
      .set({ updatedAt: new Date(Date.now() - 91 * DAY_MS) })
      .where(eq(interests.id, first.id));
    expect((await send(asha, ravi)).statusCode).toBe(201);
  });
});

describe('received and sent interests', () => {
  it('list newest first with both members as authors and the total, 10 a page, filtered by status', async () => {
    const ravi = await candidate(ctx, { gender: 'MALE', fullName: 'Ravi Listed' });
    const senders: Candidate[] = [];
    for (let index = 0; index < 12; index++) {
      const sender = await candidate(ctx, { fullName: `Sender ${index}` });
      await sendInterest(ctx, sender, ravi, `Hello ${index}`);
      senders.push(sender);
    }
    const page = json(await call.get('/matrimonial/interests/received', ravi)).data;
    expect(page.total).toBe(12);
    expect(page.interests).toHaveLength(10);
    expect(page.interests[0]).toMatchObject({
      senderId: senders[11]!.id,
      receiverId: ravi.id,
      message: 'Hello 11',
      status: 'PENDING',
      sender: { id: senders[11]!.id, fullName: 'Sender 11', image: null },
      receiver: { id: ravi.id, fullName: 'Ravi Listed', image: null },
    });
    const second = json(await call.get('/matrimonial/interests/received?page=2', ravi)).data;
    expect(second.interests.map((interest: { message: string }) => interest.message)).toEqual(['Hello 1', 'Hello 0']);

    const [firstInterest] = json(await call.get('/matrimonial/interests/sent', senders[0]!)).data.interests;
    await respond(ravi, firstInterest.id, 'ACCEPTED');
    const accepted = json(await call.get('/matrimonial/interests/received?status=ACCEPTED', ravi)).data;
    expect(accepted).toMatchObject({ total: 1, interests: [{ id: firstInterest.id, status: 'ACCEPTED' }] });
    const open = json(await call.get('/matrimonial/interests/received?status=PENDING&status=ACCEPTED', ravi)).data;
    expect(open.total).toBe(12);
    const sent = json(await call.get('/matrimonial/interests/sent', senders[0]!)).data;
    expect(sent).toMatchObject({
      total: 1,
      interests: [{ receiver: { fullName: 'Ravi Listed' }, status: 'ACCEPTED' }],
    });
    for (const bad of ['status=MAYBE', 'limit=0', 'limit=51', 'page=0']) {
      expect((await call.get(`/matrimonial/interests/received?${bad}`, ravi)).statusCode, bad).toBe(400);
    }
  });

  it('leave out members blocked either way', async () => {
    const ravi = await candidate(ctx, { gender: 'MALE' });
    const asha = await candidate(ctx);
    const priya = await candidate(ctx);
    await sendInterest(ctx, asha, ravi);
    const fromPriya = await sendInterest(ctx, priya, ravi);
    await respond(ravi, fromPriya.id, 'ACCEPTED');
    await call.post('/matrimonial/blocks', { blockedId: ravi.id }, priya);
    const received = json(await call.get('/matrimonial/interests/received', ravi)).data;
    expect(received.total).toBe(1);
    expect(received.interests[0].senderId).toBe(asha.id);
    expect(json(await call.get('/matrimonial/interests/sent', priya)).data.total).toBe(0);
  });

  it("show the other member's photo only as their visibility allows", async () => {
    const withPhoto = async (gender: 'MALE' | 'FEMALE', image: string) => {
      const member = await candidate(ctx, { gender, details: { photoVisibility: 'ACCEPTED_INTERESTS' } });
      await ctx.database.db
        .update(matrimonialProfiles)
        .set({ images: [image] })
        .where(eq(matrimonialProfiles.userId, member.id));
      return member;
    };
    const ravi = await withPhoto('MALE', '/media/ravi.webp');
    const asha = await candidate(ctx);
    const interest = await sendInterest(ctx, asha, ravi);
    const sentImages = async () =>
      Object.fromEntries(
        json(await call.get('/matrimonial/interests/sent', asha)).data.interests.map(
          (sent: { receiver: { id: string; image: string | null } }) => [sent.receiver.id, sent.receiver.image],
        ),
      );
    expect(await sentImages()).toEqual({ [ravi.id]: null });
    await respond(ravi, interest.id, 'ACCEPTED');
    expect(await sentImages()).toEqual({ [ravi.id]: '/media/ravi.webp' });

    // Accepted by Ravi opens Ravi's photos to Asha, nobody else's: not Mohan's, who has not answered her yet, nor
    // Priya's in Ravi's received list (an accepted interest of theirs with someone else is no reason).
    const mohan = await withPhoto('MALE', '/media/mohan.webp');
    await sendInterest(ctx, asha, mohan);
    expect(await sentImages()).toEqual({ [ravi.id]: '/media/ravi.webp', [mohan.id]: null });
    const priya = await withPhoto('FEMALE', '/media/priya.webp');
    await sendInterest(ctx, priya, ravi);
    const received = json(await call.get('/matrimonial/interests/received', ravi)).data.interests;
    expect(
      Object.fromEntries(
        received.map((row: { sender: { id: string; image: string | null } }) => [row.sender.id, row.sender.image]),
      ),
    ).toEqual({
      [asha.id]: null,
      [priya.id]: null,
    });
  });
});

describe('PUT /matrimonial/interests/{id}/respond', () => {
  it('lets the receiver accept or decline a pending interest once', async () => {
    const asha = await candidate(ctx);
    const ravi = await candidate(ctx, { gender: 'MALE' });
    const interest = await sendInterest(ctx, asha, ravi);
    const accepted = await respond(ravi, interest.id, 'ACCEPTED');
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted)).toMatchObject({
      message: 'Interest accepted',
      data: { id: interest.id, status: 'ACCEPTED' },
    });
    const again = await respond(ravi, interest.id, 'DECLINED');
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This interest has already been answered');
  });

  it('refuses the sender (403), strangers and unknown ids (404), bad statuses (400), and changes nothing', async () => {
    const asha = await candidate(ctx);
    const ravi = await candidate(ctx, { gender: 'MALE' });
    const stranger = await candidate(ctx);
    const interest = await sendInterest(ctx, asha, ravi);
    const before = await interestsOf(asha);
    const own = await respond(asha, interest.id, 'ACCEPTED');
    expect(own.statusCode).toBe(403);
    expect(json(own).message).toBe('Only the member who received this interest can answer it');
    expect((await respond(stranger, interest.id, 'ACCEPTED')).statusCode).toBe(404);
    expect((await respond(ravi, UNKNOWN_ID, 'ACCEPTED')).statusCode).toBe(404);
    for (const status of ['PENDING', 'accepted', 'MAYBE', null]) {
      expect((await respond(ravi, interest.id, status)).statusCode, String(status)).toBe(400);
    }
    expect((await call.put('/matrimonial/interests/nope/respond', { status: 'ACCEPTED' }, ravi)).statusCode).toBe(400);
    expect(await interestsOf(asha)).toEqual(before);
  });
});

describe('DELETE /matrimonial/interests/{id}', () => {
  it('lets the sender withdraw a pending or accepted interest', async () => {
    const asha = await candidate(ctx);
    const ravi = await candidate(ctx, { gender: 'MALE' });
    const pending = await sendInterest(ctx, asha, ravi);
    const withdrawn = await call.delete(`/matrimonial/interests/${pending.id}`, asha);
    expect(withdrawn.statusCode).toBe(200);
    expect(json(withdrawn)).toMatchObject({ data: null, message: 'Interest withdrawn' });
    expect(await interestsOf(asha)).toEqual([]);
    const accepted = await sendInterest(ctx, asha, ravi);
    await respond(ravi, accepted.id, 'ACCEPTED');
    expect((await call.delete(`/matrimonial/interests/${accepted.id}`, asha)).statusCode).toBe(200);
    expect((await send(asha, ravi)).statusCode).toBe(201);
  });

  it("refuses someone else's interest (403 for the receiver, 404 for strangers), a declined one (409), and changes nothing", async () => {
    const asha = await candidate(ctx);
    const ravi = await candidate(ctx, { gender: 'MALE' });
    const stranger = await candidate(ctx);
    const interest = await sendInterest(ctx, asha, ravi);
    const before = await interestsOf(asha);
    const byReceiver = await call.delete(`/matrimonial/interests/${interest.id}`, ravi);
    expect(byReceiver.statusCode).toBe(403);
    expect(json(byReceiver).message).toBe('Only the member who sent this interest can withdraw it');
    expect((await call.delete(`/matrimonial/interests/${interest.id}`, stranger)).statusCode).toBe(404);
    expect((await call.delete(`/matrimonial/interests/${UNKNOWN_ID}`, asha)).statusCode).toBe(404);
    expect(await interestsOf(asha)).toEqual(before);

    await respond(ravi, interest.id, 'DECLINED');
    const declined = await call.delete(`/matrimonial/interests/${interest.id}`, asha);
    expect(declined.statusCode).toBe(409);
    expect(json(declined).message).toBe('A declined interest cannot be withdrawn');
    expect((await interestsOf(asha))[0]!.status).toBe('DECLINED');
  });
});

describe('blocking and interests', () => {
  it('closes the pending interests between the two, both ways, and keeps the others', async () => {
    const asha = await candidate(ctx);
    const ravi = await candidate(ctx, { gender: 'MALE' });
    const amit = await candidate(ctx, { gender: 'MALE' });
    await sendInterest(ctx, ravi, asha);
    const toAmit = await sendInterest(ctx, asha, amit);
    const block = await call.post('/matrimonial/blocks', { blockedId: ravi.id }, asha);
    expect(block.statusCode).toBe(201);
    const left = await interestsOf(asha);
    expect(left.map((interest) => interest.id)).toEqual([toAmit.id]);
    expect((await send(ravi, asha)).statusCode).toBe(404);
  });
});
