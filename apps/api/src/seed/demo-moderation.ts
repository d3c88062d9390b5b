import type { ReportTargetType } from '@samaj/shared/moderation';
import type { ReportReason } from '@samaj/shared/safety';
import { and, asc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { comments, grievances, posts, reports, users } from '../db/schema/index.ts';
import { newTicket } from '../modules/moderation/grievances.service.ts';
import type { DemoContext, DemoMember } from './demo.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The demo's staff: two of its generated members, the last ones (no demo conversation involves them). */
export function demoStaff(members: DemoMember[]): { admin: DemoMember; moderator: DemoMember } {
  return { admin: members[members.length - 1]!, moderator: members[members.length - 2]! };
}

/** `+919876543210` as a member types it: `98765 43210`. */
export function nationalDisplay(phoneNumber: string): string {
  const national = phoneNumber.replace(/^\+91/, '');
  return `${national.slice(0, 5)} ${national.slice(5)}`;
}

interface DemoReport {
  reporter: DemoMember;
  targetType: ReportTargetType;
  target: { id: string; authorId: string; content: string | null; image: string | null };
  reason: ReportReason;
  description: string | null;
  hoursAgo: number;
}

/**
 * The console's demo: an admin and a moderator, a handful of open reports (a photo, a fake profile, spam reported
 * twice, a harassing comment, a member asking for money) of different ages, one already overdue, and a grievance, so
 * that the console shows a working queue at once.
 */
export async function seedDemoModeration({ db, log, members, demoUser }: DemoContext): Promise<void> {
  const { admin, moderator } = demoStaff(members);
  await db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, admin.id));
  await db.update(users).set({ role: 'MODERATOR' }).where(eq(users.id, moderator.id));

  const staffIds = [admin.id, moderator.id];
  const reporters = members.filter((member) => !staffIds.includes(member.id)).slice(0, 6);
  const reportedIds = [...staffIds, ...reporters.map((member) => member.id)];
  const authoredBySomeoneElse = notInArray(posts.userId, reportedIds);
  const postSnapshot = {
    id: posts.id,
    authorId: posts.userId,
    content: posts.content,
    image: sql<string | null>`coalesce(${posts.image}, ${posts.metaImage})`,
  };
  const [photoPost] = await db
    .select(postSnapshot)
    .from(posts)
    .where(and(authoredBySomeoneElse, isNotNull(posts.image)))
    .orderBy(asc(posts.createdAt))
    .limit(1);
  const textPosts = await db
    .select(postSnapshot)
    .from(posts)
    .where(and(authoredBySomeoneElse, isNull(posts.image), sql`${posts.content} <> ''`))
    .orderBy(asc(posts.createdAt))
    .limit(2);
  const [comment] = await db
    .select({ id: comments.id, authorId: comments.userId, content: comments.content, image: sql<null>`null` })
    .from(comments)
    .where(notInArray(comments.userId, reportedIds))
    .limit(1);
  const profiles = await db
    .select({ id: users.id, authorId: users.id, content: users.bioData, image: users.image })
    .from(users)
    .where(notInArray(users.id, reportedIds))
    .orderBy(asc(users.phoneNumber))
    .limit(2);

  const [first, second, third, fourth, fifth] = reporters as [DemoMember, DemoMember, DemoMember, DemoMember, DemoMember];
  const planned: (DemoReport | null)[] = [
    photoPost || textPosts[0]
      ? {
          reporter: first,
          targetType: 'POST',
          target: (photoPost ?? textPosts[0])!,
          reason: 'INAPPROPRIATE_PHOTO',
          description: 'This photo is not something families should see here.',
          hoursAgo: 20,
        }
      : null,
    profiles[0]
      ? {
          reporter: demoUser,
          targetType: 'USER',
          target: profiles[0],
          reason: 'FAKE_PROFILE',
          description: 'Uses the photo of a film actor and a different name on WhatsApp.',
          hoursAgo: 3,
        }
      : null,
    ...[second, third].map((reporter, index): DemoReport | null =>
      textPosts[1]
        ? { reporter, targetType: 'POST', target: textPosts[1], reason: 'SPAM', description: null, hoursAgo: 30 - index }
        : null,
    ),
    comment
      ? {
          reporter: fourth,
          targetType: 'COMMENT',
          target: comment,
          reason: 'HARASSMENT',
          description: 'Keeps mocking my family in the comments.',
          hoursAgo: 8,
        }
      : null,
    profiles[1]
      ? {
          reporter: fifth,
          targetType: 'USER',
          target: profiles[1],
          reason: 'ASKING_FOR_MONEY',
          description: 'Asked my parents for ₹50,000 for a "visa fee" after one chat.',
          hoursAgo: 12,
        }
      : null,
  ];
  const now = Date.now();
  const rows = planned
    .filter((report): report is DemoReport => report !== null)
    .map((report) => ({
      reporterId: report.reporter.id,
      reportedId: report.target.authorId,
      targetType: report.targetType,
      targetId: report.target.id,
      targetContent: report.target.content,
      targetImage: report.target.image,
      reason: report.reason,
      description: report.description,
      createdAt: new Date(now - report.hoursAgo * HOUR_MS),
    }));
  if (rows.length > 0) await db.insert(reports).values(rows);

  await db.insert(grievances).values({
    ticket: newTicket(),
    name: 'Shobha Devi',
    contact: 'shobha.devi@example.com',
    subject: 'A profile is using my daughter’s photographs',
    description:
      'Someone made a marriage profile with my daughter’s photographs and a different name. Please remove it; I can send proof that the photographs are hers.',
    reportedUrl: null,
    createdAt: new Date(now - 5 * HOUR_MS),
  });
  const reported = new Set(rows.map((row) => row.reportedId)).size;
  log.info(`Demo moderation: ${rows.length} open reports about ${reported} members, 1 grievance`);
}
