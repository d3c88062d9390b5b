import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { blocks, commentLikes, comments, postLikes, posts } from '../../db/schema/index.ts';
import { bearer, json, onboard, signUp, type TestContext, type TestMember } from '../../test/app.ts';

/** Helpers shared by the posts and comments API tests. */

export interface Upload {
  field?: string;
  bytes: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart body as a browser sends it, built by the platform's own FormData. */
export async function multipartBody(fields: Record<string, string>, uploads: Upload[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const { field = 'image', bytes, filename = 'photo.png', type = 'image/png' } of uploads) {
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

export async function sendPostForm(
  ctx: TestContext,
  who: TestMember,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  uploads: Upload[] = [],
) {
  const { payload, contentType } = await multipartBody(fields, uploads);
  return ctx.app.inject({ method, url, headers: { ...bearer(who), 'content-type': contentType }, payload });
}

/** Creates a post and returns it (`data`), failing the test on any error. */
export async function createPost(
  ctx: TestContext,
  who: TestMember,
  fields: Record<string, string> = { content: 'Namaste everyone' },
  uploads: Upload[] = [],
) {
  const response = await sendPostForm(ctx, who, 'POST', '/api/posts', fields, uploads);
  if (response.statusCode !== 201) throw new Error(`create post failed: ${response.statusCode} ${response.body}`);
  return json(response).data as { id: string; image: string | null; metaImage: string | null };
}

export async function addComment(ctx: TestContext, who: TestMember, postId: string, content = 'Well said') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/comments/${postId}`,
    headers: bearer(who),
    payload: { content },
  });
  if (response.statusCode !== 201) throw new Error(`comment failed: ${response.statusCode} ${response.body}`);
  return json(response).data as { id: string; parentId: string | null };
}

export async function addReply(ctx: TestContext, who: TestMember, commentId: string, content = 'Thank you') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/comments/${commentId}/reply`,
    headers: bearer(who),
    payload: { content },
  });
  if (response.statusCode !== 201) throw new Error(`reply failed: ${response.statusCode} ${response.body}`);
  return json(response).data as { id: string; parentId: string | null };
}

export async function onboardedMember(ctx: TestContext, fullName = 'Asha Sinha') {
  const member = await signUp(ctx);
  await onboard(ctx, member, { fullName });
  return member;
}

export const png = (width = 64, height = 48, background = { r: 200, g: 120, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Row counts of the area's tables, to show that a refused request changed nothing. */
export async function tableCounts(ctx: TestContext) {
  const count = async (table: typeof posts | typeof postLikes | typeof comments | typeof commentLikes) => {
    const [row] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(table);
    return row!.count;
  };
  return {
    posts: await count(posts),
    postLikes: await count(postLikes),
    comments: await count(comments),
    commentLikes: await count(commentLikes),
  };
}

export async function block(ctx: TestContext, blocker: TestMember, blocked: TestMember) {
  await ctx.database.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
}
