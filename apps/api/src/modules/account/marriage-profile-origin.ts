import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { matrimonialProfileOrigins } from '../../db/schema/index.ts';

/** The first save of a marriage profile: from which IP address and when (kept a year past erasure; see the table). */
export async function recordMarriageProfileOrigin(db: DbOrTx, userId: string, ip: string | null): Promise<void> {
  await db.insert(matrimonialProfileOrigins).values({ userId, ip }).onConflictDoNothing();
}

/** At erasure: the record is kept for one more year, then the erasure job deletes it. */
export const keepOriginForAYear = (userId: string) =>
  sql`update matrimonial_profile_origins set keep_until = now() + interval '1 year' where user_id = ${userId}`;

export const deleteExpiredOrigins = sql`delete from matrimonial_profile_origins where keep_until < now()`;
