import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { addCommunityActivity } from './activity.ts';
import { addPostsUpTo, countPosts } from './bulk-posts.ts';
import { DEMO_PASSWORD, seedDemoCommunityIfEmpty, type SeedLog } from './demo.ts';
import { seedMarriageProfiles } from './matrimonial.ts';
import { generateMembers } from './members.ts';

/**
 * PostgreSQL's wire protocol caps a statement at 65,535 parameters; drizzle sends up to one per column and row.
 * Counting every column keeps the batch under the cap even when later issues add columns to `users`.
 */
const MAX_PARAMETERS_PER_STATEMENT = 60_000;
const MAX_ROWS_PER_BATCH = 5_000;
export const MEMBER_BATCH_SIZE = Math.min(
  MAX_ROWS_PER_BATCH,
  Math.floor(MAX_PARAMETERS_PER_STATEMENT / Object.keys(getTableColumns(users)).length),
);

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/** Empties `users` and everything that belongs to a user (sessions, posts, chats... via ON DELETE CASCADE). */
export async function deleteAllUsers(db: DbOrTx): Promise<void> {
  await db.execute(sql`truncate table ${users} cascade`);
}

export interface InsertMembersOptions {
  /** Index of the first generated member; the same index always gives the same member. */
  startIndex: number;
  count: number;
  /** One argon2id hash shared by every seeded member (hashing per member would take hours). */
  passwordHash: string;
  onBatch?: (inserted: number, skipped: number) => void;
}

/**
 * Inserts generated members in multi-row statements. A member whose phone number is already taken is skipped, so a
 * run that overlaps an earlier one adds fewer members rather than failing. Returns how many were inserted.
 */
export async function insertGeneratedMembers(db: DbOrTx, options: InsertMembersOptions): Promise<number> {
  let inserted = 0;
  let skipped = 0;
  for (let done = 0; done < options.count; done += MEMBER_BATCH_SIZE) {
    const size = Math.min(MEMBER_BATCH_SIZE, options.count - done);
    const rows = generateMembers(options.startIndex + done, size).map((member) => ({
      ...member,
      passwordHash: options.passwordHash,
      onboardingCompleted: true,
    }));
    const added = await db
      .insert(users)
      .values(rows)
      .onConflictDoNothing({ target: users.phoneNumber })
      .returning({ id: users.id });
    inserted += added.length;
    skipped += size - added.length;
    options.onBatch?.(inserted, skipped);
  }
  return inserted;
}

export interface SeedCommunityOptions {
  /** How many generated members to add. */
  members: number;
  /** Truncate users (and all that hangs off them) first. */
  reset?: boolean;
  /** Index of the first generated member; defaults to the number of users already there. */
  startIndex?: number;
  /** Add the demo community (and its login) when the users table is empty. */
  demo?: boolean;
  /**
   * Give the new members what members do (default): posts with likes and comments, marriage profiles for about half,
   * chats with messages, interests and shortlists (docs/BENCHMARKS.md, "The seeded community").
   */
  activity?: boolean;
  log: SeedLog;
  onProgress?: (inserted: number, total: number) => void;
}

export interface SeedCommunityResult {
  inserted: number;
  skipped: number;
  startIndex: number;
  totalUsers: number;
}

/** The work of `npm run seed`, shared with the benchmark. */
export async function seedCommunity(database: Database, options: SeedCommunityOptions): Promise<SeedCommunityResult> {
  const { db } = database;
  if (options.reset) {
    await deleteAllUsers(db);
    options.log.info('Deleted all users and their data');
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  if (options.demo ?? true) await seedDemoCommunityIfEmpty(db, options.log, { passwordHash });

  // Numbering from the user count means a second run continues after the first instead of colliding with it.
  const startIndex = options.startIndex ?? (await countUsers(db));
  let skipped = 0;
  const inserted = await insertGeneratedMembers(db, {
    startIndex,
    count: options.members,
    passwordHash,
    onBatch: (insertedSoFar, skippedSoFar) => {
      skipped = skippedSoFar;
      options.onProgress?.(insertedSoFar + skippedSoFar, options.members);
    },
  });
  if (inserted > 0 && (options.activity ?? true)) await addActivity(database, inserted, options.log);
  return { inserted, skipped, startIndex, totalUsers: await countUsers(db) };
}

/** Posts for each new member, and the rest of what members do. */
export const POSTS_PER_MEMBER = 10;

async function addActivity(database: Database, newMembers: number, log: SeedLog) {
  const { db } = database;
  const posts = await addPostsUpTo(db, { total: (await countPosts(db)) + newMembers * POSTS_PER_MEMBER });
  const profiles = await seedMarriageProfiles(db);
  const activity = await addCommunityActivity(db);
  const count = (value: number) => value.toLocaleString('en-US');
  log.info(
    `Added ${count(posts)} posts with likes and comments, ${count(profiles)} marriage profiles, ` +
      `${count(activity.chats)} chats with ${count(activity.messages)} messages, ${count(activity.interests)} interests ` +
      `and ${count(activity.shortlists)} shortlist entries`,
  );
}

/**
 * PGlite takes no lock on its folder, and two processes writing it corrupt it. While open it keeps a
 * `postmaster.pid` there (removed on a clean close), and on Linux the files it holds open show in /proc.
 * Returns null when the folder is free, else why it is not.
 */
export function pgliteFolderInUse(folder: string): string | null {
  if (!existsSync(path.join(folder, 'postmaster.pid'))) return null;
  if (!existsSync('/proc/self/fd')) {
    return `${folder} seems to be open (it holds postmaster.pid). Stop the server using it (npm start, npm run dev); if none is running, the last one stopped abruptly: delete ${path.join(folder, 'postmaster.pid')} and try again.`;
  }
  const realFolder = realpathSync(folder) + path.sep;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)) {
    let descriptors: string[];
    try {
      descriptors = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // Another user's process, or one that just ended.
    }
    for (const descriptor of descriptors) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${descriptor}`);
      } catch {
        continue;
      }
      if (target.startsWith(realFolder)) {
        let command = '';
        try {
          command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
        } catch {
          // The process ended meanwhile; its pid is enough.
        }
        return `${folder} is in use by process ${pid}${command ? ` (${command})` : ''}. Stop that server first: the embedded database takes one process at a time.`;
      }
    }
  }
  return null;
}
