import { GRIEVANCE_ACKNOWLEDGE_HOURS, GRIEVANCE_RESOLVE_DAYS } from '@samaj/shared/grievances';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, pageWithTotal, windowTotal } from '../../db/paging.ts';
import { grievances } from '../../db/schema/index.ts';

export type GrievanceRow = typeof grievances.$inferSelect;
export type NewGrievance = Pick<
  typeof grievances.$inferInsert,
  'ticket' | 'name' | 'contact' | 'subject' | 'description' | 'reportedUrl'
>;

const acknowledgeDue = sql`${grievances.createdAt} + make_interval(hours => ${GRIEVANCE_ACKNOWLEDGE_HOURS})`;
const resolveDue = sql`${grievances.createdAt} + make_interval(days => ${GRIEVANCE_RESOLVE_DAYS})`;
/** Past its next deadline: acknowledging while received, resolving until resolved. */
const overdue: SQL<boolean> = sql`(${grievances.status} <> 'RESOLVED' and (now() > ${resolveDue}
  or (${grievances.status} = 'OPEN' and now() > ${acknowledgeDue})))`;
const unresolved = inArray(grievances.status, ['OPEN', 'ACKNOWLEDGED']);

export class GrievancesRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  async insert(values: NewGrievance): Promise<GrievanceRow> {
    const [row] = await this.db.insert(grievances).values(values).returning();
    return row!;
  }

  async findByTicket(ticket: string): Promise<GrievanceRow | undefined> {
    const [row] = await this.db.select().from(grievances).where(eq(grievances.ticket, ticket)).limit(1);
    return row;
  }

  async findById(id: string): Promise<GrievanceRow | undefined> {
    const [row] = await this.db.select().from(grievances).where(eq(grievances.id, id)).limit(1);
    return row;
  }

  /** Unresolved ones overdue first, then by the next deadline; resolved ones newest first. */
  async page(status: 'OPEN' | 'RESOLVED', limit: number, offset: number) {
    const condition = status === 'OPEN' ? unresolved : eq(grievances.status, 'RESOLVED');
    const order =
      status === 'OPEN'
        ? [sql`${overdue} desc`, grievances.createdAt, grievances.id]
        : [sql`${grievances.resolvedAt} desc`, grievances.id];
    const rows = await this.db
      .select({ grievance: grievances, total: windowTotal() })
      .from(grievances)
      .where(condition)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return pageWithTotal(rows, offset, () => countRows(this.db, grievances, condition));
  }

  async counts(): Promise<{ open: number; overdue: number }> {
    const [row] = await this.db
      .select({ open: sql<number>`count(*)::int`, overdue: sql<number>`(count(*) filter (where ${overdue}))::int` })
      .from(grievances)
      .where(unresolved);
    return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
  }

  /** Moves it on from one of `from`; undefined when it is not (any more) in one of them. */
  async advance(
    id: string,
    from: GrievanceRow['status'][],
    changes: Pick<GrievanceRow, 'status' | 'note' | 'handledBy'> & Partial<Pick<GrievanceRow, 'acknowledgedAt' | 'resolvedAt'>>,
  ): Promise<GrievanceRow | undefined> {
    const [row] = await this.db
      .update(grievances)
      .set(changes)
      .where(and(eq(grievances.id, id), inArray(grievances.status, from)))
      .returning();
    return row;
  }
}
