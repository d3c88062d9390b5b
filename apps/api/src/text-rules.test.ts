import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  blocks,
  comments,
  grievances,
  interests,
  messages,
  posts,
  pushSubscriptions,
  reports,
} from './db/schema/index.ts';
import { candidate, completeDetails, type Candidate } from './modules/matrimonial/test-support.ts';
import { moderationContext, type Named } from './modules/moderation/test-support.ts';
import { createPost, multipartBody } from './modules/posts/test-support.ts';
import { bearer, json, signUp, validOnboarding, type TestContext, type TestMember } from './test/app.ts';

/*
 * The text rules (packages/shared/src/text.ts) seen from outside: a NUL byte in any text a member sends answers 400
 * with a message naming the field, and changes nothing. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const NUL = 'a\u0000b';
const personal = {
  fullName: 'Asha Sinha',
  gender: 'FEMALE',
  dateOfBirth: '1994-03-14',
  isPhoneNumberPublic: false,
  currentLocation: { state: 'Bihar', city: 'Patna' },
};

interface Members {
  a: Candidate;
  b: Candidate;
  newcomer: TestMember;
  admin: Named;
  postId: string;
}

type Case = [name: string, field: string, request: (m: Members) => InjectOptions | Promise<InjectOptions>];

const json_ = (
  method: 'PUT' | 'POST' | 'DELETE',
  url: string,
  who: TestMember | null,
  payload: object,
): InjectOptions => ({
  method,
  url: `/api${url}`,
  headers: who ? bearer(who) : {},
  payload,
});
const get = (url: string, who: TestMember): InjectOptions => ({
  method: 'GET',
  url: `/api${url}`,
  headers: bearer(who),
});
const form = async (method: 'POST' | 'PUT', url: string, who: TestMember, fields: Record<string, string>) => {
  const { payload, contentType } = await multipartBody(fields);
  return { method, url: `/api${url}`, headers: { ...bearer(who), 'content-type': contentType }, payload } as const;
};
const details = (m: Members, change: object) =>
  json_('PUT', '/user/matrimonial-details', m.a, { ...completeDetails, ...change });
const community = (m: Members, change: object) => json_('PUT', '/user/community-details', m.a, change);
const ID = '01900000-0000-7000-8000-000000000001';
const grievance = {
  name: 'Asha Sinha',
  contact: 'asha@example.com',
  subject: 'A fake profile',
  description: 'Details',
};
const subscription = {
  endpoint: 'https://push.example.com/send/1',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

const cases: Case[] = [
  [
    'onboarding name',
    'fullName',
    (m) => json_('PUT', '/user/onboard', m.newcomer, { ...validOnboarding, fullName: NUL }),
  ],
  ['name', 'fullName', (m) => json_('PUT', '/user/personal-details', m.a, { ...personal, fullName: NUL })],
  ['bio', 'bioData', (m) => json_('PUT', '/user/personal-details', m.a, { ...personal, bioData: NUL })],
  [
    'interest message',
    'message',
    (m) => json_('POST', '/matrimonial/interests/send', m.a, { receiverId: m.b.id, message: NUL }),
  ],
  ['block reason', 'reason', (m) => json_('POST', '/matrimonial/blocks', m.a, { blockedId: m.b.id, reason: NUL })],
  [
    'report description',
    'description',
    (m) => json_('POST', '/matrimonial/reports', m.a, { reportedId: m.b.id, reason: 'OTHER', description: NUL }),
  ],
  ['caste', 'caste', (m) => details(m, { caste: NUL })],
  ['sub-caste', 'subCaste', (m) => details(m, { subCaste: NUL })],
  ['gotra', 'gotra', (m) => details(m, { gotra: NUL })],
  ['family based out of', 'familyBasedOut', (m) => details(m, { familyBasedOut: NUL })],
  ['about the family', 'aboutFamily', (m) => details(m, { aboutFamily: NUL })],
  ['expectations', 'expectations', (m) => details(m, { expectations: NUL })],
  [
    'family contact name',
    'familyContactName',
    (m) => details(m, { familyContactName: NUL, familyContactPhone: '+919876512345' }),
  ],
  ["a sibling's name", 'siblings.0.name', (m) => details(m, { siblings: [{ relation: 'ELDER_BROTHER', name: NUL }] })],
  ['degree', 'specializedDegree', (m) => community(m, { specializedDegree: NUL })],
  ['university', 'university', (m) => community(m, { university: NUL })],
  ['job role', 'currentJobRole', (m) => community(m, { currentJobRole: NUL })],
  ['help offered', 'canHelpOut.0', (m) => community(m, { canHelpOut: [NUL] })],
  ['help sought', 'canSeekHelp.0', (m) => community(m, { canSeekHelp: [NUL] })],
  ['achievements', 'achievements.0', (m) => community(m, { achievements: [NUL] })],
  ['hobbies', 'hobbies.0', (m) => community(m, { hobbies: [NUL] })],
  [
    'post link',
    'metaUrl',
    (m) => form('POST', '/posts', m.a, { content: 'Hello', metaUrl: `https://example.com/${NUL}` }),
  ],
  [
    'post social links',
    'socialMediaLinks',
    (m) => form('POST', '/posts', m.a, { content: 'Hello', socialMediaLinks: `["https://example.com/\u0000"]` }),
  ],
  [
    'edited post link',
    'metaUrl',
    (m) => form('PUT', `/posts/${m.postId}`, m.a, { metaUrl: `https://example.com/${NUL}` }),
  ],
  ['post text', 'content', (m) => form('POST', '/posts', m.a, { content: NUL })],
  ['comment', 'content', (m) => json_('POST', `/comments/${m.postId}`, m.a, { content: NUL })],
  ['chat message', 'content', (m) => json_('POST', '/chats/messages', m.a, { receiverId: m.b.id, content: NUL })],
  ['member search', 'keyword', (m) => get(`/user/filter?keyword=${encodeURIComponent(NUL)}`, m.a)],
  ['marriage search', 'keyword', (m) => get(`/matrimonial/profiles/search?keyword=${encodeURIComponent(NUL)}`, m.a)],
  ['helpers keywords', 'keywords', (m) => get(`/community/helpers?keywords=${encodeURIComponent(NUL)}`, m.a)],
  [
    'report of a post',
    'description',
    (m) =>
      json_('POST', '/reports', m.b, { targetType: 'POST', targetId: m.postId, reason: 'OTHER', description: NUL }),
  ],
  [
    'resolve note',
    'note',
    (m) => json_('POST', `/admin/reports/${ID}/resolve`, m.admin, { action: 'WARN', note: NUL }),
  ],
  ['suspend note', 'note', (m) => json_('POST', `/admin/users/${m.b.id}/suspend`, m.admin, { days: 3, note: NUL })],
  ['ban note', 'note', (m) => json_('POST', `/admin/users/${m.b.id}/ban`, m.admin, { note: NUL })],
  ['reinstate note', 'note', (m) => json_('POST', `/admin/users/${m.b.id}/reinstate`, m.admin, { note: NUL })],
  ['post removal note', 'note', (m) => json_('DELETE', `/admin/posts/${m.postId}`, m.admin, { note: NUL })],
  ['comment removal note', 'note', (m) => json_('DELETE', `/admin/comments/${ID}`, m.admin, { note: NUL })],
  [
    'grievance acknowledgement',
    'note',
    (m) => json_('POST', `/admin/grievances/${ID}/acknowledge`, m.admin, { note: NUL }),
  ],
  ['grievance resolution', 'note', (m) => json_('POST', `/admin/grievances/${ID}/resolve`, m.admin, { note: NUL })],
  ['console member search', 'keyword', (m) => get(`/admin/users?keyword=${encodeURIComponent(NUL)}`, m.admin)],
  ...(['name', 'contact', 'subject', 'description'] as const).map((field): Case => [
    `grievance ${field}`,
    field,
    () => json_('POST', '/grievances', null, { ...grievance, [field]: NUL }),
  ]),
  [
    'grievance link',
    'reportedUrl',
    () => json_('POST', '/grievances', null, { ...grievance, reportedUrl: `https://example.com/${NUL}` }),
  ],
  [
    'login password',
    'password',
    () => json_('POST', '/auth/login', null, { phoneNumber: '+919876543210', password: NUL }),
  ],
  [
    'current password',
    'currentPassword',
    (m) => json_('POST', '/auth/change-password', m.a, { currentPassword: NUL, newPassword: 'a new password 1' }),
  ],
  [
    'new password',
    'newPassword',
    (m) => json_('POST', '/auth/change-password', m.a, { currentPassword: 'x', newPassword: `password${NUL}` }),
  ],
  ['account deletion password', 'password', (m) => json_('DELETE', '/account', m.a, { password: NUL })],
  [
    'account restore password',
    'password',
    () => json_('POST', '/account/restore', null, { phoneNumber: '+919876543210', password: NUL }),
  ],
  [
    'push endpoint',
    'endpoint',
    (m) => json_('POST', '/push/subscriptions', m.a, { ...subscription, endpoint: `${subscription.endpoint}${NUL}` }),
  ],
  ['push unsubscribe', 'endpoint', (m) => json_('DELETE', '/push/subscriptions', m.a, { endpoint: NUL })],
];

const counted = [
  posts,
  comments,
  messages,
  reports,
  blocks,
  interests,
  grievances,
  auditLog,
  pushSubscriptions,
] as const;

describe('text rules', () => {
  let ctx: TestContext;
  let members: Members;

  async function state() {
    const count = async (table: (typeof counted)[number]) => {
      const [row] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(table);
      return row!.count;
    };
    const me = async (who: TestMember) => json(await ctx.app.inject(get('/user/me', who))).data;
    const post = json(await ctx.app.inject(get(`/posts/${members.postId}`, members.a))).data;
    return {
      counts: await Promise.all(counted.map(count)),
      a: await me(members.a),
      b: await me(members.b),
      newcomer: await me(members.newcomer),
      post,
    };
  }

  beforeAll(async () => {
    const moderation = await moderationContext();
    ctx = moderation.ctx;
    const a = await candidate(ctx, { gender: 'FEMALE' });
    const b = await candidate(ctx, { gender: 'MALE' });
    const newcomer = await signUp(ctx);
    const { id: postId } = await createPost(ctx, a, { content: 'Namaste', metaUrl: 'https://example.com/a' });
    members = { a, b, newcomer, admin: moderation.admin, postId };
  });
  afterAll(() => ctx.close());

  it.each(cases)('a NUL in the %s (%s) answers 400 and changes nothing', async (_name, field, request) => {
    const before = await state();
    const response = await ctx.app.inject(await request(members));
    expect(response.statusCode, response.body).toBe(400);
    const body = json(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toMatch(/control character/);
    expect(body.errors.map((error: { path: string }) => error.path)).toContain(field);
    expect(await state()).toEqual(before);
  });

  it('keeps tab and line breaks where a text may span lines, and stores it in NFC', async () => {
    const decomposed = 'Cafe\u0301\r\nline two\tend';
    const response = await ctx.app.inject(
      json_('PUT', '/user/personal-details', members.a, {
        ...personal,
        fullName: 'Re\u0301ka Sinha',
        bioData: decomposed,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = json(response).data.personalDetails;
    expect(saved.fullName).toBe('R\u00e9ka Sinha');
    expect(saved.bioData).toBe('Caf\u00e9\nline two\tend');
  });

  it('refuses a line break in a one-line text', async () => {
    const response = await ctx.app.inject(community(members, { university: 'Patna\nUniversity' }));
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].path).toBe('university');
  });

  it.each([
    ['only zero-width spaces', '\u200b\u200b'],
    ['a direction override', '\u202eOGNAM'],
    ["a copy of another member's name with a zero-width space", 'Asha Sinha\u200b'],
    ['no letter at all', '12 34'],
  ])('refuses a name with %s', async (_name, fullName) => {
    const before = await state();
    for (const request of [
      json_('PUT', '/user/personal-details', members.a, { ...personal, fullName }),
      json_('PUT', '/user/onboard', members.newcomer, { ...validOnboarding, fullName }),
    ]) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response).errors[0].path).toBe('fullName');
    }
    expect(await state()).toEqual(before);
  });

  it('answers a NUL in a password, a token or a phone number with a 4xx, never a 500 (logout of an unknown token is 200)', async () => {
    for (const [url, payload] of [
      ['/api/auth/login', { phoneNumber: `+9198765${NUL}`, password: 'x' }],
      ['/api/auth/login', { phoneNumber: '+919876543210', password: NUL }],
      ['/api/auth/refresh-token', { token: NUL }],
      ['/api/auth/logout', { token: NUL }],
      ['/api/auth/request-otp', { phoneNumber: NUL }],
    ] as const) {
      const response = await ctx.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, `${url} ${response.body}`).toBeGreaterThanOrEqual(
        url === '/api/auth/logout' ? 200 : 400,
      );
      expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(500);
    }
  });

  it('answers 400 to an edit form with no field it knows', async () => {
    const before = await state();
    for (const fields of [{}, { unknown: 'x' }] as Record<string, string>[]) {
      const response = await ctx.app.inject(await form('PUT', `/posts/${members.postId}`, members.a, fields));
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response).message).toMatch(/Nothing to change/);
    }
    expect(await state()).toEqual(before);
  });
});
