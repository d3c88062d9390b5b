import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import type { MediaStore } from '../modules/media/index.ts';
import { seedDemoChats } from './demo-chats.ts';
import { seedDemoMatrimonial } from './demo-matrimonial.ts';
import { demoStaff, nationalDisplay, seedDemoModeration } from './demo-moderation.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { generateMembers, type GeneratedMember } from './members.ts';

/** The demo login the server prints on first start. Every seeded member shares the password. */
export const DEMO_PHONE = '+919876543210';
export const DEMO_PHONE_DISPLAY = '98765 43210';
export const DEMO_PASSWORD = 'samaj-demo-2026';

/** Members besides the demo login; generated members 0 to 28, so `npm run seed` continues after them. */
const OTHER_DEMO_MEMBERS = 29;

const DEMO_USER: GeneratedMember = {
  phoneNumber: DEMO_PHONE,
  fullName: 'Asha Sinha',
  email: 'asha.sinha@example.com',
  dateOfBirth: '1994-08-15',
  gender: 'FEMALE',
  state: 'Bihar',
  city: 'Patna',
  locality: 'Kankarbagh',
  canHelpOut: ['Resume review', 'Career guidance', 'Spoken English'],
  canSeekHelp: ['Elderly parents in Patna', 'Hospital in Delhi'],
  profession: 'HR Professional',
  educationDegree: 'MBA',
};

export type SeedLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface DemoMember {
  id: string;
  fullName: string;
  phoneNumber: string;
  gender: GeneratedMember['gender'];
}

/** What each demo step gets: the open transaction, the members inserted so far, and the shared password hash. */
export interface DemoContext {
  db: DbOrTx;
  log: SeedLog;
  passwordHash: string;
  /** The demo login (Asha Sinha). */
  demoUser: DemoMember;
  /** Every demo member, the demo login first. */
  members: DemoMember[];
  /** Where demo photos go; without it (the seed CLI) the demo has no photos. */
  media: Pick<MediaStore, 'saveImage'> | undefined;
}

export type DemoStep = (context: DemoContext) => Promise<void>;

/**
 * What the demo community has beyond its members, run in order after them in the same transaction. Each area adds
 * its own step here (posts and likes, marriage profiles and interests, chats...) using `context.members`.
 */
export const demoSteps: DemoStep[] = [seedDemoPosts, seedDemoMatrimonial, seedDemoChats, seedDemoModeration];

async function hasUsers(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

async function insertDemoMembers(db: DbOrTx, passwordHash: string): Promise<DemoMember[]> {
  const rows = [DEMO_USER, ...generateMembers(0, OTHER_DEMO_MEMBERS)].map((member) => ({
    ...member,
    passwordHash,
    onboardingCompleted: true,
  }));
  const inserted = await db
    .insert(users)
    .values(rows)
    .returning({ id: users.id, fullName: users.fullName, phoneNumber: users.phoneNumber, gender: users.gender });
  return inserted.map((row) => ({ ...row, fullName: row.fullName ?? '', gender: row.gender ?? 'OTHER' }));
}

/** Seeds the demo community when there are no users at all, so a first start has something to show. */
export async function seedDemoCommunityIfEmpty(
  db: Db,
  log: SeedLog,
  options: { passwordHash?: string; media?: Pick<MediaStore, 'saveImage'> } = {},
): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const seeded = await db.transaction(async (tx) => {
    // Two processes starting on an empty database: the lock makes the second one wait, then find the users.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('samaj:seed-demo'))`);
    if (await hasUsers(tx)) return false;
    const members = await insertDemoMembers(tx, passwordHash);
    const demoUser = members.find((member) => member.phoneNumber === DEMO_PHONE)!;
    const others = members.filter((member) => member !== demoUser);
    const context: DemoContext = {
      db: tx,
      log,
      passwordHash,
      demoUser,
      members: [demoUser, ...others],
      media: options.media,
    };
    for (const step of demoSteps) await step(context);
    return demoStaff(context.members);
  });
  if (!seeded) return false;
  const { admin, moderator } = seeded;
  log.info(
    `Demo community ready: log in with ${DEMO_PHONE_DISPLAY} / ${DEMO_PASSWORD} (member); ` +
      `the moderation console at /admin with ${nationalDisplay(admin.phoneNumber)} (admin) or ` +
      `${nationalDisplay(moderator.phoneNumber)} (moderator), same password`,
  );
  return true;
}
