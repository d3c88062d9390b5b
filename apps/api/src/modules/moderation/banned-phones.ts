import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bannedPhones } from '../../db/schema/index.ts';

/**
 * The keyed hash (HMAC-SHA-256) kept for a banned member's phone number: it recognises the number at signup without
 * keeping it, and the key (PHONE_HASH_SECRET) is not in the database, so the table alone does not reveal numbers.
 */
export function phoneHash(secret: string, e164: string): string {
  return createHmac('sha256', secret).update(e164).digest('base64url');
}

export class BannedPhones {
  private readonly db: DbOrTx;
  private readonly secret: string;
  constructor(db: DbOrTx, secret: string) {
    this.db = db;
    this.secret = secret;
  }

  async isBanned(e164: string): Promise<boolean> {
    const [row] = await this.db
      .select({ phoneHash: bannedPhones.phoneHash })
      .from(bannedPhones)
      .where(eq(bannedPhones.phoneHash, phoneHash(this.secret, e164)))
      .limit(1);
    return row !== undefined;
  }

  async ban(e164: string): Promise<void> {
    await this.db.insert(bannedPhones).values({ phoneHash: phoneHash(this.secret, e164) }).onConflictDoNothing();
  }

  async lift(e164: string): Promise<void> {
    await this.db.delete(bannedPhones).where(eq(bannedPhones.phoneHash, phoneHash(this.secret, e164)));
  }
}
