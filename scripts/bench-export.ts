/** `npm run bench`'s "Download my data" figure: a member with 10,000 messages exports in under 10 s. */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.ts';
import { chats, messages, users } from '../apps/api/src/db/schema/index.ts';
import { memoryMiB } from './bench-chat.ts';

export const EXPORT_MESSAGES = 10_000;
const EXPORT_BUDGET_SECONDS = 10;

/** Gives the member at least 10,000 messages (sent and received, with 5 other members), in batches. */
export async function ensureExportHistory(db: Db, phoneNumber: string): Promise<void> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber));
  if (!member) return;
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(or(eq(messages.senderId, member.id), eq(messages.receiverId, member.id)));
  const missing = EXPORT_MESSAGES - (counted?.count ?? 0);
  if (missing <= 0) return;
  console.log(`Adding ${missing.toLocaleString('en-US')} messages to the benchmarked member's chats (for the export)`);
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, member.id)))
    .limit(5);
  const chatIds: { id: string; other: string }[] = [];
  for (const other of others) {
    const [memberA, memberB] = member.id < other.id ? [member.id, other.id] : [other.id, member.id];
    const [chat] = await db
      .insert(chats)
      .values({ memberA, memberB, startedBy: member.id, lastMessageAt: new Date() })
      .onConflictDoUpdate({ target: [chats.memberA, chats.memberB], set: { lastMessageAt: new Date() } })
      .returning({ id: chats.id });
    chatIds.push({ id: chat!.id, other: other.id });
  }
  const start = Date.now() - missing * 60_000;
  for (let done = 0; done < missing; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, missing - done) }, (_, offset) => {
      const index = done + offset;
      const chat = chatIds[index % chatIds.length]!;
      const sent = index % 2 === 0;
      return {
        chatId: chat.id,
        senderId: sent ? member.id : chat.other,
        receiverId: sent ? chat.other : member.id,
        content: `Message ${index}: shall we meet at the temple after the evening aarti? Bring the family too.`,
        createdAt: new Date(start + index * 60_000),
      };
    });
    await db.insert(messages).values(batch);
  }
}

/**
 * Downloads the whole export once and times it, sampling the API's resident memory meanwhile (the ZIP is streamed, so
 * the rise must stay small whatever the member's history); the figures and whether they met the budget, for the report.
 */
export async function timeExport(baseUrl: string, accessToken: string, serverPid: number): Promise<string> {
  const before = memoryMiB(serverPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMiB(serverPid))), 20);
  const started = performance.now();
  let bytes = 0;
  try {
    const response = await fetch(`${baseUrl}/api/account/export`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!response.ok || !response.body) {
      throw new Error(`GET /api/account/export: ${response.status} ${await response.text()}`);
    }
    for await (const chunk of response.body) bytes += chunk.byteLength;
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const verdict = seconds < EXPORT_BUDGET_SECONDS ? 'within' : 'OVER';
  return (
    `Download my data (GET /api/account/export, a member with ${EXPORT_MESSAGES.toLocaleString('en-US')} messages): ` +
    `${seconds.toFixed(2)} s for ${(bytes / 1024 / 1024).toFixed(1)} MB, ${verdict} the ${EXPORT_BUDGET_SECONDS} s budget; ` +
    `the API's RSS ${before} MiB before, at most ${peak} MiB during it (sampled every 20 ms).`
  );
}
