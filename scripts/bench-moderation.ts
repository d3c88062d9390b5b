/**
 * The moderation part of `npm run bench`: 10,000 open reports in the bench database and a moderator to read the queue
 * as (`GET /api/admin/reports`).
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../apps/api/src/db/client.ts';
import { posts, reports, users } from '../apps/api/src/db/schema/index.ts';
import { DEMO_PHONE } from '../apps/api/src/seed/demo.ts';

export const BENCH_OPEN_REPORTS = 10_000;
const BATCH = 1_000;
const MINUTE_MS = 60 * 1000;
/** Mostly ordinary reasons, some of the urgent ones that lead the queue. */
const REASONS = ['SPAM', 'HARASSMENT', 'SPAM', 'ASKING_FOR_MONEY', 'INAPPROPRIATE_PHOTO', 'FAKE_PROFILE'] as const;

/**
 * Adds open reports on posts until there are `total`, each by a different member than the author, made over the last
 * two days (so a part of them is overdue); returns how many are open.
 */
export async function ensureOpenReports(db: DbOrTx, total = BENCH_OPEN_REPORTS): Promise<number> {
  const open = await db.$count(reports, eq(reports.status, 'OPEN'));
  const missing = total - open;
  if (missing <= 0) return open;
  const targets = await db
    .select({ id: posts.id, authorId: posts.userId, content: posts.content, image: posts.image })
    .from(posts)
    .where(sql`not exists (select 1 from ${reports} where ${reports.targetId} = ${posts.id})`)
    .orderBy(asc(posts.id))
    .limit(missing);
  const reporters = await db
    .select({ id: users.id })
    .from(users)
    .orderBy(sql`${users.id} desc`)
    .limit(missing + 1);
  const now = Date.now();
  const rows = targets.map((target, index) => {
    // Any member but the author; a small database reuses reporters (each report has its own target, so no clash).
    const pick = (offset: number) => reporters[(index + offset) % reporters.length]!;
    const reporter = pick(0).id === target.authorId ? pick(1) : pick(0);
    return {
      reporterId: reporter.id,
      reportedId: target.authorId,
      targetType: 'POST' as const,
      targetId: target.id,
      targetContent: target.content,
      targetImage: target.image,
      reason: REASONS[index % REASONS.length]!,
      createdAt: new Date(now - ((index * 7) % (48 * 60)) * MINUTE_MS),
    };
  });
  for (let start = 0; start < rows.length; start += BATCH)
    await db.insert(reports).values(rows.slice(start, start + BATCH));
  await db.execute(sql`vacuum (analyze) reports, report_cases`);
  console.log(
    `Added ${rows.length.toLocaleString('en-US')} open reports on posts (${(open + rows.length).toLocaleString('en-US')} open)`,
  );
  return open + rows.length;
}

/** A seeded member made a moderator for the run (the console's calls need one); returns their phone number. */
export async function ensureBenchModerator(db: DbOrTx): Promise<string> {
  const [staff] = await db
    .select({ phoneNumber: users.phoneNumber })
    .from(users)
    .where(and(ne(users.phoneNumber, DEMO_PHONE), ne(users.role, 'MEMBER')))
    .limit(1);
  if (staff) return staff.phoneNumber;
  const [first] = await db
    .select({ id: users.id, phoneNumber: users.phoneNumber })
    .from(users)
    .where(ne(users.phoneNumber, DEMO_PHONE))
    .orderBy(asc(users.id))
    .limit(1);
  if (!first) throw new Error('No member to make a moderator');
  await db.update(users).set({ role: 'MODERATOR' }).where(eq(users.id, first.id));
  return first.phoneNumber;
}
