/** The bench database: created on first use, then seeded with members, posts, marriage profiles and open reports. */
import { and, eq, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, type Db } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/db/rows.ts';
import { matrimonialProfiles, users } from '../apps/api/src/db/schema/index.ts';
import { countUsers, seedCommunity } from '../apps/api/src/seed/bulk.ts';
import { addPostsUpTo, countPosts } from '../apps/api/src/seed/bulk-posts.ts';
import { DEMO_PHONE } from '../apps/api/src/seed/demo.ts';
import { countMarriageProfiles, seedMarriageProfiles } from '../apps/api/src/seed/matrimonial.ts';
import {
  ensureAuditHistory,
  ensureMatrimonialHistory,
  ensureNotificationHistory,
  ensureSafetyHistory,
} from './bench-lived-in.ts';
import { ensureBenchModerator, ensureOpenReports } from './bench-moderation.ts';
import { ensureExportHistory } from './bench-export.ts';

/** A failure the bench explains in one message (no stack trace). */
export class BenchError extends Error {}

/** Creates the benchmark database on first use; the pg client is enough, no psql needed. */
export async function ensurePostgresDatabase(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error; // Anything but "database does not exist".
  } finally {
    await probe.end().catch(() => {});
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
    console.log(`Created database ${name}`);
  } finally {
    await admin.end();
  }
}

/** Seeds members and posts until there are enough; returns what the report needs. */
export async function prepareDatabase(
  target: { url?: string; pgliteDir?: string },
  minimumMembers: number,
  minimumPosts: number,
) {
  const database = await createDatabase({ url: target.url, pgliteDir: target.pgliteDir });
  try {
    await database.migrate();
    const existing = await countUsers(database.db);
    if (existing < minimumMembers) {
      const missing = minimumMembers - existing;
      console.log(
        `Seeding ${missing.toLocaleString('en-US')} members (the database has ${existing.toLocaleString('en-US')})`,
      );
      const started = performance.now();
      let reportedTenth = 0;
      await seedCommunity(database, {
        members: missing,
        log: {
          info: (message: string) => console.log(`  ${message}`),
          warn: (message: string) => console.warn(message),
        },
        onProgress: (done, total) => {
          const tenth = Math.floor((done * 10) / total);
          if (tenth > reportedTenth) {
            reportedTenth = tenth;
            console.log(`  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
          }
        },
      });
      console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      // Without fresh statistics the planner takes a table of a million rows for an empty one (the feed then times out).
      const analyzed = performance.now();
      await database.db.execute(sql`vacuum (analyze)`);
      console.log(`Vacuumed and analysed in ${((performance.now() - analyzed) / 1000).toFixed(1)} s`);
    }
    const existingPosts = await countPosts(database.db);
    if (existingPosts < minimumPosts) {
      const missing = minimumPosts - existingPosts;
      console.log(
        `Adding ${missing.toLocaleString('en-US')} posts with likes and comments (the database has ${existingPosts.toLocaleString('en-US')})`,
      );
      const started = performance.now();
      await addPostsUpTo(database.db, {
        total: minimumPosts,
        onBatch: (added, of) => console.log(`  ${added.toLocaleString('en-US')} / ${of.toLocaleString('en-US')}`),
      });
      // Fresh statistics for the planner, and a visibility map for index-only counts.
      await database.db.execute(sql`vacuum (analyze) posts, post_likes, comments`);
      console.log(`Added in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const memberCount = await countUsers(database.db);
    if ((await countMarriageProfiles(database.db)) < memberCount * 0.45) {
      console.log('Adding marriage profiles and partner preferences for about half the members');
      const started = performance.now();
      const added = await seedMarriageProfiles(database.db);
      await database.db.execute(sql`vacuum (analyze) users, matrimonial_profiles, partner_preferences`);
      console.log(`Added ${added.toLocaleString('en-US')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const openReports = minimumPosts > 0 ? await ensureOpenReports(database.db) : 0;
    const moderatorPhone = await ensureBenchModerator(database.db);
    const postCount = await countPosts(database.db);
    // Any seeded member with a marriage profile will do (the matrimonial calls need one); one from the middle so it
    // is not the demo login nor a special case.
    const [member] = await database.db
      .select({ phoneNumber: users.phoneNumber })
      .from(users)
      .where(and(ne(users.phoneNumber, DEMO_PHONE), eq(users.isMatrimonialProfile, true)))
      .orderBy(users.id)
      .limit(1)
      .offset(Math.floor((await countMarriageProfiles(database.db)) / 2));
    // Both drivers answer raw SQL with `{ rows }`.
    const rows = rowsOf(await database.db.execute(sql`select version() as version`)) as Array<{ version: string }>;
    const postgresVersion = rows[0]?.version.split(' ').slice(0, 2).join(' ') ?? 'PostgreSQL';
    if (!member) throw new BenchError('No member to log in as');
    await ensureGotraRules(database.db, member.phoneNumber);
    await ensureExportHistory(database.db, member.phoneNumber);
    await ensureSafetyHistory(database.db, member.phoneNumber);
    await ensureNotificationHistory(database.db, member.phoneNumber);
    await ensureMatrimonialHistory(database.db, member.phoneNumber);
    await ensureAuditHistory(database.db, moderatorPhone);
    return {
      memberCount,
      postCount,
      openReports,
      memberPhone: member.phoneNumber,
      moderatorPhone,
      postgresVersion,
      kind: database.kind,
    };
  } finally {
    await database.close();
  }
}

/** Gotras many seeded profiles have (apps/api/src/seed/matrimonial.ts), so that the rules leave real profiles out. */
const BENCH_GOTRA = 'Kashyap';
const BENCH_MOTHER_GOTRAS = ['Bharadwaj', 'Vatsa'];

/**
 * The benchmarked member's marriage profile has a gotra and a mother's gotra, and both rules on ("Exclude same gotra",
 * "Also exclude mother's gotra"): recommendations and search then pay for the gotra rules of both sides (issue 18).
 * A database seeded before the rules existed may lack them; the member's existing gotra is kept.
 */
async function ensureGotraRules(db: Db, phoneNumber: string): Promise<void> {
  const [profile] = await db
    .select({
      userId: matrimonialProfiles.userId,
      gotra: matrimonialProfiles.gotra,
      motherGotra: matrimonialProfiles.motherGotra,
      excludeSameGotra: matrimonialProfiles.excludeSameGotra,
      excludeMotherGotra: matrimonialProfiles.excludeMotherGotra,
    })
    .from(matrimonialProfiles)
    .innerJoin(users, eq(users.id, matrimonialProfiles.userId))
    .where(eq(users.phoneNumber, phoneNumber));
  if (!profile) throw new BenchError('The benchmarked member has no marriage profile');
  if (profile.gotra && profile.motherGotra && profile.excludeSameGotra && profile.excludeMotherGotra) return;
  const gotra = profile.gotra ?? BENCH_GOTRA;
  const motherGotra = profile.motherGotra ?? BENCH_MOTHER_GOTRAS.find((other) => other !== gotra)!;
  console.log(`The benchmarked member's marriage profile: gotra ${gotra}, mother's ${motherGotra}, both rules on`);
  await db
    .update(matrimonialProfiles)
    .set({ gotra, motherGotra, excludeSameGotra: true, excludeMotherGotra: true })
    .where(eq(matrimonialProfiles.userId, profile.userId));
}
