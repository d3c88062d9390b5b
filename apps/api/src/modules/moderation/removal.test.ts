import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addComment, addReply, createPost, sendPostForm } from '../posts/test-support.ts';
import { dataOf, member, type ModerationContext, moderationContext, report, send } from './test-support.ts';

let m: ModerationContext;
beforeAll(async () => {
  m = await moderationContext();
});
afterAll(() => m.ctx.close());

type Row = { id: string; removedByModerators: { note: string } | null; commentsCount: number; repliesCount: number };
const feed = async (who: { accessToken: string }) =>
  dataOf<{ rows: Row[]; count: number }>(send(m.ctx, 'GET', '/posts?limit=50', who));
const removePost = (id: string, note = 'No advertising in the feed') =>
  dataOf(send(m.ctx, 'DELETE', `/admin/posts/${id}`, m.moderator, { note }));
const removeComment = (id: string, note = 'Be kind') =>
  dataOf(send(m.ctx, 'DELETE', `/admin/comments/${id}`, m.moderator, { note }));

describe('a post moderators removed', () => {
  it('stays with its author, marked with the note, and leaves everyone else’s feed, counts and post page', async () => {
    const ravi = await member(m.ctx, 'Ravi Seller');
    const asha = await member(m.ctx, 'Asha Reader');
    const post = await createPost(m.ctx, ravi, { content: 'Buy my course' });
    const liked = await createPost(m.ctx, ravi, { content: 'Liked before removal' });
    await dataOf(send(m.ctx, 'POST', `/posts/${liked.id}/like`, asha));
    const [ashaBefore, raviBefore] = [await feed(asha), await feed(ravi)];
    expect(ashaBefore.rows.find((row) => row.id === post.id)?.removedByModerators).toBeNull();

    await removePost(post.id);
    await removePost(liked.id, 'Spam');

    const mine = await dataOf<Row>(send(m.ctx, 'GET', `/posts/${post.id}`, ravi));
    expect(mine.removedByModerators).toEqual({ note: 'No advertising in the feed' });
    const raviFeed = await feed(ravi);
    expect(raviFeed.count).toBe(raviBefore.count);
    expect(raviFeed.rows.find((row) => row.id === post.id)?.removedByModerators).toEqual({ note: 'No advertising in the feed' });
    expect((await dataOf<{ rows: Row[] }>(send(m.ctx, 'GET', '/posts/my-post', ravi))).rows.map((row) => row.id)).toContain(post.id);

    expect((await send(m.ctx, 'GET', `/posts/${post.id}`, asha)).statusCode).toBe(404);
    const ashaFeed = await feed(asha);
    expect(ashaFeed.rows.map((row) => row.id)).not.toContain(post.id);
    expect(ashaFeed.count).toBe(ashaBefore.count - 2);
    const likedPosts = await dataOf<{ rows: Row[]; count: number }>(send(m.ctx, 'GET', '/posts/my-liked-post', asha));
    expect(likedPosts).toMatchObject({ rows: [], count: 0 });
    expect((await send(m.ctx, 'GET', `/comments/${post.id}`, asha)).statusCode).toBe(404);
    expect((await send(m.ctx, 'GET', `/posts/${post.id}`, null)).statusCode).toBe(401);
    // Nothing to report any more: it is gone for the reporter.
    expect((await send(m.ctx, 'POST', '/reports', asha, { targetType: 'POST', targetId: post.id, reason: 'SPAM' })).statusCode).toBe(404);
  });

  it('cannot be liked, commented on or edited back into view, even by its author, who may still delete it', async () => {
    const ravi = await member(m.ctx);
    const asha = await member(m.ctx);
    const post = await createPost(m.ctx, ravi, { content: 'Registration fee 5000' });
    await removePost(post.id);

    for (const who of [ravi, asha]) {
      expect((await send(m.ctx, 'POST', `/posts/${post.id}/like`, who)).statusCode).toBe(404);
      expect((await send(m.ctx, 'POST', `/comments/${post.id}`, who, { content: 'Hello' })).statusCode).toBe(404);
    }
    const edit = await sendPostForm(m.ctx, ravi, 'PUT', `/api/posts/${post.id}`, { content: 'Nothing to see' });
    expect(edit.statusCode).toBe(403);
    expect(JSON.parse(edit.body)).toMatchObject({ message: 'A moderator removed this post' });
    expect((await sendPostForm(m.ctx, asha, 'PUT', `/api/posts/${post.id}`, { content: 'x' })).statusCode).toBe(404);
    expect((await send(m.ctx, 'DELETE', `/posts/${post.id}`, asha)).statusCode).toBe(404);
    expect((await dataOf<Row>(send(m.ctx, 'GET', `/posts/${post.id}`, ravi))).removedByModerators).not.toBeNull();

    expect((await send(m.ctx, 'DELETE', `/posts/${post.id}`, ravi)).statusCode).toBe(200);
    expect((await send(m.ctx, 'GET', `/posts/${post.id}`, ravi)).statusCode).toBe(404);
  });
});

describe('a comment moderators removed', () => {
  it('stays with its author, marked; others lose it, its replies and its share of the counts', async () => {
    const ravi = await member(m.ctx);
    const asha = await member(m.ctx);
    const meera = await member(m.ctx);
    const post = await createPost(m.ctx, asha);
    const rude = await addComment(m.ctx, ravi, post.id, 'Rude words');
    const kind = await addComment(m.ctx, meera, post.id, 'Kind words');
    await addReply(m.ctx, meera, rude.id, 'Please be polite');
    const rudeReply = await addReply(m.ctx, ravi, kind.id, 'Rude reply');
    await dataOf(send(m.ctx, 'POST', `/comments/${rude.id}/like`, asha));
    expect((await dataOf<Row>(send(m.ctx, 'GET', `/posts/${post.id}`, asha))).commentsCount).toBe(4);

    const reported = await report(m.ctx, asha, 'COMMENT', rude.id);
    await dataOf(send(m.ctx, 'POST', `/admin/reports/${reported.id}/resolve`, m.moderator, { action: 'REMOVE_CONTENT', note: 'Be kind' }));
    await removeComment(rudeReply.id, 'No insults');
    // Gita has also blocked Ravi: his removed comment and reply are hidden from her twice over, and counted out once.
    const gita = await member(m.ctx);
    await dataOf(send(m.ctx, 'POST', '/matrimonial/blocks', gita, { blockedId: ravi.id }), 201);

    // Asha, Meera and Gita: the rude comment with Meera's reply under it, and the rude reply, are gone.
    for (const who of [asha, meera, gita]) {
      expect((await dataOf<Row>(send(m.ctx, 'GET', `/posts/${post.id}`, who))).commentsCount).toBe(1);
      const list = await dataOf<{ rows: Row[]; count: number }>(send(m.ctx, 'GET', `/comments/${post.id}`, who));
      expect(list.rows.map((row) => row.id)).toEqual([kind.id]);
      expect(list).toMatchObject({ count: 1, rows: [{ repliesCount: 0, removedByModerators: null }] });
      expect((await send(m.ctx, 'GET', `/comments/${rude.id}/replies`, who)).statusCode).toBe(404);
      expect(await dataOf(send(m.ctx, 'GET', `/comments/${kind.id}/replies`, who))).toMatchObject({ rows: [], count: 0 });
    }
    // Ravi still sees both, marked.
    const own = await dataOf<{ rows: Row[]; count: number }>(send(m.ctx, 'GET', `/comments/${post.id}`, ravi));
    expect(own.rows.find((row) => row.id === rude.id)?.removedByModerators).toEqual({ note: 'Be kind' });
    const replies = await dataOf<{ rows: Row[] }>(send(m.ctx, 'GET', `/comments/${kind.id}/replies`, ravi));
    expect(replies.rows).toMatchObject([{ id: rudeReply.id, removedByModerators: { note: 'No insults' } }]);

    // Nobody likes or answers it any more, not even Ravi; he may delete it.
    for (const who of [ravi, asha]) {
      expect((await send(m.ctx, 'POST', `/comments/${rude.id}/like`, who)).statusCode).toBe(404);
      expect((await send(m.ctx, 'POST', `/comments/${rude.id}/reply`, who, { content: 'Hi' })).statusCode).toBe(404);
    }
    expect((await send(m.ctx, 'DELETE', `/comments/${rude.id}`, asha)).statusCode).toBe(404);
    expect((await send(m.ctx, 'DELETE', `/comments/${rude.id}`, ravi)).statusCode).toBe(200);
    expect((await dataOf<Row>(send(m.ctx, 'GET', `/posts/${post.id}`, asha))).commentsCount).toBe(1);
    expect((await dataOf<Row>(send(m.ctx, 'GET', `/posts/${post.id}`, ravi))).commentsCount).toBe(2);
  });
});
