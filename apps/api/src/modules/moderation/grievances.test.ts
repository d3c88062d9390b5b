import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grievances } from '../../db/schema/index.ts';
import { createTestContext, json } from '../../test/app.ts';
import { dataOf, type ModerationContext, moderationContext, send } from './test-support.ts';

let m: ModerationContext;
beforeAll(async () => {
  m = await moderationContext({
    GRIEVANCE_OFFICER_NAME: 'Sunita Verma',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@samaj.example',
    GRIEVANCE_OFFICER_ADDRESS: 'Boring Road, Patna 800001',
  });
});
afterAll(() => m.ctx.close());

const valid = {
  name: 'Kamla Devi',
  contact: '98765 43210',
  subject: 'A fake profile uses my daughter’s photo',
  description: 'The profile of "Priya S" shows my daughter’s photo. Please remove it.',
  reportedUrl: 'https://samaj.example/matrimonial/profile/123',
};
const file = (body: unknown) => send(m.ctx, 'POST', '/grievances', null, body);
const HOUR = 60 * 60 * 1000;

describe('public grievance calls', () => {
  it('names the Grievance Officer from the configuration', async () => {
    expect(await dataOf(send(m.ctx, 'GET', '/grievances/officer', null))).toEqual({
      name: 'Sunita Verma',
      email: 'grievance@samaj.example',
      phone: null,
      address: 'Boring Road, Patna 800001',
    });
  });

  it('files a grievance without logging in and answers with a ticket and the deadlines', async () => {
    const response = await file(valid);
    expect(response.statusCode).toBe(201);
    const created = json(response).data;
    expect(created.ticket).toMatch(/^GRV-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
    expect(created.status).toBe('OPEN');
    const [row] = await m.ctx.database.db.select().from(grievances).where(eq(grievances.ticket, created.ticket));
    expect(row).toMatchObject({ name: 'Kamla Devi', contact: '98765 43210', reportedUrl: valid.reportedUrl });
    expect(new Date(created.acknowledgeBy).getTime() - row!.createdAt.getTime()).toBe(24 * HOUR);
    expect(new Date(created.resolveBy).getTime() - row!.createdAt.getTime()).toBe(15 * 24 * HOUR);

    const status = await dataOf(send(m.ctx, 'GET', `/grievances/${created.ticket.toLowerCase()}`, null));
    expect(status).toEqual({
      ticket: created.ticket,
      status: 'OPEN',
      subject: valid.subject,
      note: null,
      createdAt: row!.createdAt.toISOString(),
      acknowledgedAt: null,
      resolvedAt: null,
    });
    expect(JSON.stringify(status)).not.toContain('98765');
  });

  it('gives a clear error for each bad field and stores nothing', async () => {
    const before = await m.ctx.database.db.select().from(grievances);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '' }, 'name: Your name is required'],
      [{ ...valid, name: 'x'.repeat(101) }, 'name: Your name must be at most 100 characters'],
      [{ ...valid, contact: 'call me' }, 'contact: Enter a phone number or an email address where we can reach you'],
      [{ ...valid, subject: '   ' }, 'subject: Subject is required'],
      [{ ...valid, description: 'x'.repeat(5001) }, 'description: Description must be at most 5000 characters'],
      [{ ...valid, reportedUrl: 'javascript:alert(1)' }, 'reportedUrl: The link must start with http:// or https://'],
      [{ name: 'Kamla' }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await file(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(json(response).message).toBe(message);
    }
    expect((await file({ ...valid, contact: 'kamla@example.com', reportedUrl: '' })).statusCode).toBe(201);
    expect(await m.ctx.database.db.select().from(grievances)).toHaveLength(before.length + 1);
  });

  it('answers 404 for an unknown ticket and 400 for one that cannot be a ticket', async () => {
    expect((await send(m.ctx, 'GET', '/grievances/GRV-23456789ABCD', null)).statusCode).toBe(404);
    const malformed = await send(m.ctx, 'GET', '/grievances/1', null);
    expect(malformed.statusCode).toBe(400);
  });

  it('limits filings per IP (429 with Retry-After)', async () => {
    const limited = await createTestContext({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_GRIEVANCES_PER_IP_PER_HOUR: '2' });
    try {
      const post = () => limited.app.inject({ method: 'POST', url: '/api/grievances', payload: valid });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('the grievances console', () => {
  it('lists unresolved grievances overdue first, then acknowledges and resolves with a note the complainant reads', async () => {
    const { ticket } = await dataOf(file({ ...valid, subject: 'Overdue one' }), 201);
    const [old] = await m.ctx.database.db.select().from(grievances).where(eq(grievances.ticket, ticket));
    // Filed two days ago: past its 24 hours.
    await m.ctx.database.db.execute(`update grievances set created_at = now() - interval '2 days' where id = '${old!.id}'`);

    const open = await dataOf(send(m.ctx, 'GET', '/admin/grievances', m.moderator));
    expect(open.rows[0]).toMatchObject({ id: old!.id, subject: 'Overdue one', overdue: true, status: 'OPEN', contact: '98765 43210' });
    expect(open.rows.slice(1).every((row: { overdue: boolean }) => !row.overdue)).toBe(true);
    expect((await dataOf(send(m.ctx, 'GET', '/admin/stats', m.moderator))).overdueGrievances).toBe(1);

    const acknowledged = await dataOf(
      send(m.ctx, 'POST', `/admin/grievances/${old!.id}/acknowledge`, m.moderator, { note: 'We are looking into it' }),
    );
    expect(acknowledged).toMatchObject({ status: 'ACKNOWLEDGED', note: 'We are looking into it', overdue: false });
    expect((await send(m.ctx, 'POST', `/admin/grievances/${old!.id}/acknowledge`, m.moderator, { note: 'x' })).statusCode).toBe(409);

    const resolved = await dataOf(
      send(m.ctx, 'POST', `/admin/grievances/${old!.id}/resolve`, m.admin, { note: 'The profile was removed' }),
    );
    expect(resolved).toMatchObject({ status: 'RESOLVED', note: 'The profile was removed' });
    expect(await dataOf(send(m.ctx, 'GET', `/grievances/${ticket}`, null))).toMatchObject({
      status: 'RESOLVED',
      note: 'The profile was removed',
    });
    expect((await send(m.ctx, 'POST', `/admin/grievances/${old!.id}/resolve`, m.admin, { note: 'x' })).statusCode).toBe(409);
    const done = await dataOf(send(m.ctx, 'GET', '/admin/grievances?status=RESOLVED', m.moderator));
    expect(done.rows[0]).toMatchObject({ id: old!.id });

    const log = await dataOf(send(m.ctx, 'GET', '/admin/audit-log?limit=2', m.admin));
    expect(log.rows.map((row: { action: string }) => row.action)).toEqual(['RESOLVE_GRIEVANCE', 'ACKNOWLEDGE_GRIEVANCE']);
  });

  it('refuses bad input and unknown grievances, and changes nothing', async () => {
    const { ticket } = await dataOf(file(valid), 201);
    const [row] = await m.ctx.database.db.select().from(grievances).where(eq(grievances.ticket, ticket));
    for (const body of [{}, { note: '' }, { note: 'x'.repeat(2001) }]) {
      expect((await send(m.ctx, 'POST', `/admin/grievances/${row!.id}/resolve`, m.moderator, body)).statusCode).toBe(400);
    }
    expect(
      (await send(m.ctx, 'POST', '/admin/grievances/01900000-0000-7000-8000-000000000009/resolve', m.moderator, { note: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await send(m.ctx, 'GET', '/admin/grievances?status=ACKNOWLEDGED', m.moderator)).statusCode).toBe(400);
    const [after] = await m.ctx.database.db.select().from(grievances).where(eq(grievances.id, row!.id));
    expect(after).toEqual(row);
  });
});
