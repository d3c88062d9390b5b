import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export class UsersRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  async findById(id: string) {
    const [user] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  }

  async update(id: string, values: Partial<typeof users.$inferInsert>) {
    const [user] = await this.db.update(users).set(values).where(eq(users.id, id)).returning();
    return user;
  }
}
