import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../test/app.ts';
import { DEMO_PASSWORD, DEMO_PHONE_DISPLAY, seedDemoCommunityIfEmpty } from './demo.ts';

const said: string[] = [];
const log = { info: (message: string) => said.push(message), warn: () => {} };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoCommunityIfEmpty(ctx.app.db, log);
});
afterAll(() => ctx.close());

async function loginAs(phoneNumber: string) {
  const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phoneNumber, password: DEMO_PASSWORD } });
  expect(login.statusCode, login.body).toBe(200);
  return { authorization: `Bearer ${json(login).data.accessToken}` };
}

const get = async (url: string, headers: Record<string, string>) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
  return { status: response.statusCode, data: json(response).data };
};

describe('the demo console', () => {
  it('prints the admin and moderator logins beside the demo login (the ones README names)', () => {
    const ready = said.find((line) => line.startsWith('Demo community ready'));
    expect(ready).toContain('93587 69199 (admin) or 67043 33438 (moderator)');
    expect(ready).toMatch(
      new RegExp(`${DEMO_PHONE_DISPLAY} / ${DEMO_PASSWORD} \\(member\\); .* (\\d{5} \\d{5}) \\(admin\\) or (\\d{5} \\d{5}) \\(moderator\\)`),
    );
  });

  it('lets the admin and the moderator in, with a queue of open reports (urgent first), a grievance and stats', async () => {
    const ready = said.find((line) => line.startsWith('Demo community ready'))!;
    const [adminPhone, moderatorPhone] = [...ready.matchAll(/(\d{5} \d{5}) \((?:admin|moderator)\)/g)].map((match) => match[1]!);
    const admin = await loginAs(adminPhone!);
    const moderator = await loginAs(moderatorPhone!);
    expect((await get('/user/me', admin)).data.user.role).toBe('ADMIN');
    expect((await get('/user/me', moderator)).data.user.role).toBe('MODERATOR');

    const queue = await get('/admin/reports', moderator);
    expect(queue.status).toBe(200);
    const reasons = queue.data.rows.map((row: { reason: string }) => row.reason);
    expect(reasons.slice(0, 2).sort()).toEqual(['FAKE_PROFILE', 'INAPPROPRIATE_PHOTO']);
    expect(new Set(queue.data.rows.map((row: { targetType: string }) => row.targetType))).toEqual(
      new Set(['POST', 'USER', 'COMMENT']),
    );
    expect(queue.data.rows.find((row: { reason: string }) => row.reason === 'SPAM').reportsOnTarget).toBe(2);

    const stats = await get('/admin/stats', moderator);
    expect(stats.data).toMatchObject({ openReports: queue.data.total, openGrievances: 1 });
    expect(stats.data.overdueReports).toBeGreaterThanOrEqual(1);
    expect((await get('/admin/grievances', admin)).data.rows).toMatchObject([{ status: 'OPEN', overdue: false }]);
  });

  it('keeps the demo login a member: the console is not theirs', async () => {
    const member = await loginAs(DEMO_PHONE_DISPLAY);
    expect((await get('/admin/reports', member)).status).toBe(403);
  });
});
