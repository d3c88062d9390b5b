import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestContext, json, type TestContext, type TestMember } from '../../test/app.ts';
import { sendMessage } from '../account/test-support.ts';
import { api, type Candidate, candidate, sendInterest } from '../matrimonial/test-support.ts';
import { addComment, createPost } from '../posts/test-support.ts';

/*
 * "Show my profile photo to: members I have accepted": every surface that answers another member's `image` gives
 * Asha's photo to herself, to Ravi (an accepted interest) and to Amit (her photo grant), and null to Vikas.
 */
const PHOTO = '/media/0000000000000000000000000000000000000000000000000000000000000a5a.webp';
let ctx: TestContext;
let call: ReturnType<typeof api>;
let asha: Candidate;
let ravi: Candidate;
let amit: Candidate;
let vikas: Candidate;
let everyone: TestMember[];

beforeAll(async () => {
  ctx = await createTestContext();
  call = api(ctx);
  asha = await candidate(ctx, { gender: 'FEMALE', fullName: 'Asha Avatar', details: { photoVisibility: 'ALL' } });
  [ravi, amit, vikas] = [
    await candidate(ctx, { gender: 'MALE' }),
    await candidate(ctx, { gender: 'MALE' }),
    await candidate(ctx, { gender: 'MALE' }),
  ];
  everyone = [asha, ravi, amit, vikas];
  await ctx.database.db.update(users).set({ image: PHOTO }).where(eq(users.id, asha.id));

  const saved = await call.put('/user/preferences', { avatarVisibility: 'ACCEPTED' }, asha);
  expect(saved.statusCode, saved.body).toBe(200);
  const interest = await sendInterest(ctx, ravi, asha);
  await call.put(`/matrimonial/interests/${interest.id}/respond`, { status: 'ACCEPTED' }, asha);
  // Her card shows no photo to Amit (no marriage photos, the profile photo hidden): he asks, she grants.
  const asked = await call.post('/matrimonial/photo-requests', { ownerId: asha.id }, amit);
  expect(asked.statusCode, asked.body).toBe(201);
  await call.put(`/matrimonial/photo-requests/${json(asked).data.id}/respond`, { action: 'GRANT' }, asha);
});
afterAll(() => ctx.close());

/** What each member sees as Asha's photo through `read`. */
async function seenBy(read: (viewer: TestMember) => Promise<string | null | undefined>) {
  const seen: Record<string, string | null | undefined> = {};
  for (const [name, viewer] of Object.entries({ asha, ravi, amit, vikas })) seen[name] = await read(viewer);
  return seen;
}
const EXPECTED = { asha: PHOTO, ravi: PHOTO, amit: PHOTO, vikas: null };
const data = async (url: string, viewer: TestMember) => {
  const response = await call.get(url, viewer);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return json(response).data;
};
const ashaIn = (rows: { id: string; image: string | null }[]) => rows.find((row) => row.id === asha.id);

describe('PUT /user/preferences avatarVisibility', () => {
  it('is saved and shown in /user/me; anything else is 400 and changes nothing', async () => {
    expect((await data('/user/me', asha)).preferences).toMatchObject({ avatarVisibility: 'ACCEPTED' });
    expect((await data('/user/me', vikas)).preferences).toMatchObject({ avatarVisibility: 'EVERYONE' });
    const bad = await call.put('/user/preferences', { avatarVisibility: 'FRIENDS' }, asha);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toMatch(/EVERYONE or ACCEPTED/);
    expect((await data('/user/me', asha)).preferences.avatarVisibility).toBe('ACCEPTED');
  });
});

describe('every surface with another member’s profile photo follows the choice', () => {
  it('member profile, member search and community lists (UserCard)', async () => {
    expect(await seenBy(async (viewer) => (await data(`/user/profile/${asha.id}`, viewer)).image)).toEqual(EXPECTED);
    const others = { ravi, amit, vikas };
    for (const [name, viewer] of Object.entries(others)) {
      const found = ashaIn((await data('/user/filter?keyword=Asha%20Avatar', viewer)).rows);
      expect(found?.image, `search by ${name}`).toBe(EXPECTED[name as keyof typeof EXPECTED]);
      const helpers = ashaIn((await data('/community/helpers?keywords=Medical%20advice&limit=50', viewer)).users);
      expect(helpers?.image, `helpers for ${name}`).toBe(EXPECTED[name as keyof typeof EXPECTED]);
    }
  });

  it('post and comment authors', async () => {
    const post = await createPost(ctx, asha, { content: 'Diwali mela on Sunday' });
    await addComment(ctx, asha, post.id, 'Everyone is welcome');
    expect(await seenBy(async (viewer) => (await data(`/posts/${post.id}`, viewer)).author.image)).toEqual(EXPECTED);
    expect(await seenBy(async (viewer) => (await data(`/comments/${post.id}`, viewer)).rows[0].author.image)).toEqual(
      EXPECTED,
    );
  });

  it('chat list, chat header, a new chat and the dashboard’s recent chats', async () => {
    for (const other of [ravi, amit, vikas]) await sendMessage(ctx, asha, other, 'Namaste');
    const others = await seenBy(async (viewer) => {
      if (viewer === asha) return PHOTO;
      const [chat] = await data('/chats', viewer);
      expect(chat.user.id).toBe(asha.id);
      const header = await data(`/chats/participant/${chat.chatId}`, viewer);
      const fresh = await data(`/chats/with/${asha.id}`, viewer);
      const [recent] = await data('/dashboard/recent-chats', viewer);
      expect([header.image, fresh.user.image, recent.otherUser.image]).toEqual([
        chat.user.image,
        chat.user.image,
        chat.user.image,
      ]);
      return chat.user.image;
    });
    expect(others).toEqual(EXPECTED);
  });

  it('notification actors', async () => {
    const seen = await seenBy(async (viewer) => {
      if (viewer === asha) return PHOTO;
      const post = await createPost(ctx, viewer, { content: 'My post' });
      await addComment(ctx, asha, post.id, 'Lovely');
      let actorImage: string | null | undefined;
      await vi.waitFor(async () => {
        const rows = (await data('/notifications', viewer)).rows as {
          type: string;
          actor: { id: string; image: string | null };
        }[];
        const comment = rows.find((row) => row.type === 'POST_COMMENT' && row.actor.id === asha.id);
        expect(comment).toBeDefined();
        actorImage = comment!.actor.image;
      });
      return actorImage;
    });
    expect(seen).toEqual(EXPECTED);
  });

  it('matrimonial cards and profiles, interests and photo requests', async () => {
    expect(await seenBy(async (viewer) => (await data(`/matrimonial/profile/${asha.id}`, viewer)).image)).toEqual(
      EXPECTED,
    );
    const card = await data(`/matrimonial/profile/${asha.id}`, vikas);
    expect(card).toMatchObject({ photosLocked: true, photoRequest: null });
    const search = await seenBy(async (viewer) =>
      viewer === asha
        ? PHOTO
        : ashaIn((await data('/matrimonial/profiles/search?gender=FEMALE&limit=50', viewer)).profiles)?.image,
    );
    expect(search).toEqual(EXPECTED);
    const [received] = (await data('/matrimonial/interests/sent', ravi)).interests;
    expect(received.receiver).toMatchObject({ id: asha.id, image: PHOTO });
    await sendInterest(ctx, vikas, asha);
    const [sent] = (await data('/matrimonial/interests/sent', vikas)).interests;
    expect(sent.receiver).toMatchObject({ id: asha.id, image: null });
    const [granted] = (await data('/matrimonial/photo-requests/sent', amit)).requests;
    expect(granted.member).toMatchObject({ id: asha.id, image: PHOTO });
  });

  it('the blocked list; and back to everyone when she chooses EVERYONE', async () => {
    await call.post('/matrimonial/blocks', { blockedId: asha.id }, vikas);
    const [blocked] = (await data('/matrimonial/blocks', vikas)).blockedUsers;
    expect(blocked.user).toMatchObject({ id: asha.id, image: null });
    await call.delete(`/matrimonial/blocks/${asha.id}`, vikas);

    await call.put('/user/preferences', { avatarVisibility: 'EVERYONE' }, asha);
    expect((await data(`/user/profile/${asha.id}`, vikas)).image).toBe(PHOTO);
    expect((await data(`/matrimonial/profile/${asha.id}`, vikas)).image).toBe(PHOTO);
    expect(everyone).toHaveLength(4);
  });
});
