/** Helpers for the moderation API tests: an admin named by ADMIN_PHONE_NUMBERS, a moderator, members, calls. */
import { expect } from 'vitest';
import {
  bearer,
  createTestContext,
  json,
  onboard,
  signUp,
  type TestContext,
  type TestMember,
  uniquePhone,
} from '../../test/app.ts';

export interface Named extends TestMember {
  fullName: string;
}

export interface ModerationContext {
  ctx: TestContext;
  admin: Named;
  moderator: Named;
}

let counter = 0;

/** An onboarded member with a recognisable name. */
export async function member(ctx: TestContext, fullName = `Member Test${(counter += 1)}`, phone = uniquePhone()): Promise<Named> {
  const signedUp = await signUp(ctx, phone);
  await onboard(ctx, signedUp, { fullName });
  return { ...signedUp, fullName };
}

/** An app whose first admin is named by ADMIN_PHONE_NUMBERS (written the Indian way) and a moderator that admin made. */
export async function moderationContext(overrides: Record<string, string> = {}): Promise<ModerationContext> {
  const adminPhone = uniquePhone();
  const written = `0${adminPhone.slice(3, 8)} ${adminPhone.slice(8)}`;
  const ctx = await createTestContext({ ADMIN_PHONE_NUMBERS: `${written}, +44 7911 123456`, ...overrides });
  const admin = await member(ctx, 'Anjali Admin', adminPhone);
  const moderator = await member(ctx, 'Mohan Moderator');
  const response = await send(ctx, 'PUT', `/admin/users/${moderator.id}/role`, admin, { role: 'MODERATOR' });
  expect(response.statusCode, response.body).toBe(200);
  return { ctx, admin, moderator };
}

/** A call as `who` (or without a token), with a JSON body when given. */
export function send(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: { accessToken: string } | null,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? bearer(who) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** `data` of a successful call, failing the test otherwise. */
/** What a JSON body holds: tests read it as they please. */
type Parsed = ReturnType<typeof JSON.parse>;

export async function dataOf<T = Parsed>(
  response: Promise<Awaited<ReturnType<typeof send>>> | Awaited<ReturnType<typeof send>>,
  status = 200,
): Promise<T> {
  const awaited = await response;
  expect(awaited.statusCode, awaited.body).toBe(status);
  return json(awaited).data as T;
}

export async function report(
  ctx: TestContext,
  who: TestMember,
  targetType: 'USER' | 'POST' | 'COMMENT' | 'MESSAGE',
  targetId: string,
  reason = 'HARASSMENT',
  description?: string,
) {
  return dataOf<{ id: string; status: string; alreadyReported: boolean }>(
    send(ctx, 'POST', '/reports', who, { targetType, targetId, reason, ...(description ? { description } : {}) }),
    201,
  );
}

export async function login(ctx: TestContext, who: TestMember) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phoneNumber: who.phoneNumber, password: who.password },
  });
}

export function sendMessage(ctx: TestContext, from: TestMember, to: TestMember, content = 'Namaste') {
  return send(ctx, 'POST', '/chats/messages', from, { receiverId: to.id, content });
}

export function messageFrom(ctx: TestContext, from: TestMember, to: TestMember, content = 'Namaste') {
  return dataOf<{ id: string; chatId: string }>(sendMessage(ctx, from, to, content), 201);
}
