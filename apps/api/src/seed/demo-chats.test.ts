import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../test/app.ts';
import { DEMO_PASSWORD, DEMO_PHONE, seedDemoCommunityIfEmpty } from './demo.ts';

const silentLog = { info: () => {}, warn: () => {} };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoCommunityIfEmpty(ctx.app.db, silentLog);
});
afterAll(() => ctx.close());

describe('demo chats', () => {
  it('gives the demo login a few conversations, two with unread messages', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber: DEMO_PHONE, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${json(login).data.accessToken}` };
    const inbox = json(await ctx.app.inject({ method: 'GET', url: '/api/chats', headers })).data as {
      chatId: string;
      lastMessage: string;
      unreadCount: number;
    }[];
    expect(inbox).toHaveLength(4);
    expect(inbox.map((chat) => chat.unreadCount)).toEqual([2, 0, 1, 0]);
    expect(inbox[0]!.lastMessage).toContain('community job fair');
    const page = json(
      await ctx.app.inject({ method: 'GET', url: `/api/chats/${inbox[0]!.chatId}/messages`, headers }),
    ).data;
    expect(page.total).toBe(6);
    expect(json(await ctx.app.inject({ method: 'GET', url: '/api/chats/unread-count', headers })).data).toEqual({
      count: 3,
    });
  });
});
