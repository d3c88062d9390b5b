import { HELP_KEYWORD_MAX_LENGTH } from '@samaj/shared/constants';
import { COMMENT_CONTENT_MAX_LENGTH, POST_CONTENT_MAX_LENGTH } from '@samaj/shared/posts';
import { BIO_DATA_MAX_LENGTH } from '@samaj/shared/profile';
import { graphemeLength } from '@samaj/shared/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, onboardedMember, sendPostForm } from './modules/posts/test-support.ts';
import { bearer, createTestContext, json, type TestContext, type TestMember } from './test/app.ts';

/**
 * Hindi `length` characters long as a reader counts them, and two to six times as many UTF-16 code units: letters
 * with matras ("कि"), a conjunct with its matra ("स्त्री") and a word with a nasal sign ("हैं").
 */
function hindiText(length: number): string {
  const text = `${'कि'.repeat(length - 3)}स्त्री हैं`;
  expect(graphemeLength(text)).toBe(length);
  expect(text.length).toBeGreaterThan(length * 1.9);
  return text;
}

let ctx: TestContext;
let asha: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  asha = await onboardedMember(ctx);
});
afterAll(() => ctx.close());

describe('length limits count what a reader sees, in Hindi too', () => {
  it('a post', async () => {
    const atLimit = await sendPostForm(ctx, asha, 'POST', '/api/posts', {
      content: hindiText(POST_CONTENT_MAX_LENGTH),
    });
    expect(atLimit.statusCode, atLimit.body.slice(0, 200)).toBe(201);
    expect(json(atLimit).data.content).toBe(hindiText(POST_CONTENT_MAX_LENGTH));

    const over = await sendPostForm(ctx, asha, 'POST', '/api/posts', {
      content: hindiText(POST_CONTENT_MAX_LENGTH + 1),
    });
    expect(over.statusCode).toBe(400);
    expect(json(over).errors).toEqual([
      { path: 'content', message: `A post can be at most ${POST_CONTENT_MAX_LENGTH} characters` },
    ]);
  });

  it('a comment', async () => {
    const post = await createPost(ctx, asha);
    const comment = (content: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/comments/${post.id}`, headers: bearer(asha), payload: { content } });
    const atLimit = await comment(hindiText(COMMENT_CONTENT_MAX_LENGTH));
    expect(atLimit.statusCode, atLimit.body.slice(0, 200)).toBe(201);
    const over = await comment(hindiText(COMMENT_CONTENT_MAX_LENGTH + 1));
    expect(over.statusCode).toBe(400);
    expect(json(over).errors[0].path).toBe('content');
  });

  it('a bio, answered in Hindi when asked', async () => {
    const details = (bioData: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/user/personal-details',
        headers: { ...bearer(asha), 'accept-language': 'hi' },
        payload: {
          fullName: 'आशा सिन्हा',
          gender: 'FEMALE',
          dateOfBirth: '1994-03-14',
          languages: ['Hindi'],
          bioData,
          isPhoneNumberPublic: false,
          currentLocation: { state: 'Bihar', city: 'Patna', locality: null },
        },
      });
    const atLimit = await details(hindiText(BIO_DATA_MAX_LENGTH));
    expect(atLimit.statusCode, atLimit.body.slice(0, 200)).toBe(200);
    expect(json(atLimit).data.personalDetails.bioData).toBe(hindiText(BIO_DATA_MAX_LENGTH));

    const over = await details(hindiText(BIO_DATA_MAX_LENGTH + 1));
    expect(over.statusCode).toBe(400);
    expect(json(over).errors).toEqual([
      { path: 'bioData', message: `बायोडाटा में अधिकतम ${BIO_DATA_MAX_LENGTH} अक्षर हो सकते हैं` },
    ]);
  });

  it('a help keyword, saved on the member and searched in the community', async () => {
    const keyword = hindiText(HELP_KEYWORD_MAX_LENGTH);
    const details = (canHelpOut: string[]) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/user/community-details',
        headers: bearer(asha),
        payload: { canHelpOut, canSeekHelp: [] },
      });
    const atLimit = await details([keyword]);
    expect(atLimit.statusCode, atLimit.body.slice(0, 200)).toBe(200);
    expect(json(atLimit).data.communityDetails.canHelpOut).toEqual([keyword]);
    const over = await details([hindiText(HELP_KEYWORD_MAX_LENGTH + 1)]);
    expect(over.statusCode).toBe(400);
    expect(json(over).errors[0].path).toBe('canHelpOut.0');

    const ravi = await onboardedMember(ctx, 'Ravi Kumar');
    const search = (keywords: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/community/helpers?keywords=${encodeURIComponent(keywords)}`,
        headers: bearer(ravi),
      });
    const found = await search(keyword);
    expect(found.statusCode, found.body.slice(0, 200)).toBe(200);
    expect(json(found).data.users.map((user: { id: string }) => user.id)).toContain(asha.id);
    const tooLong = await search(hindiText(HELP_KEYWORD_MAX_LENGTH + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong).errors[0].message).toBe(`A keyword is at most ${HELP_KEYWORD_MAX_LENGTH} characters`);
  });
});
