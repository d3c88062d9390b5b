import { randomInt } from 'node:crypto';
import {
  GRIEVANCE_ACKNOWLEDGE_HOURS,
  GRIEVANCE_RESOLVE_DAYS,
  type Grievance,
  type GrievanceCreated,
  type GrievanceInput,
  type GrievanceList,
  type GrievanceOfficer,
  type GrievanceStatusView,
} from '@samaj/shared/grievances';
import { offsetOf } from '@samaj/shared';
import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { type GrievanceRow, GrievancesRepository } from './grievances.repository.ts';
import { ModerationRepository } from './moderation.repository.ts';
import type { Staff } from './moderation.service.ts';

const HOUR_MS = 60 * 60 * 1000;
const TICKET_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `GRV-` and 12 random characters (about 59 bits): unguessable, and easy to read out over the phone. */
export function newTicket(): string {
  let code = '';
  for (let index = 0; index < 12; index += 1) code += TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)];
  return `GRV-${code}`;
}

const deadlines = (createdAt: Date) => ({
  acknowledgeBy: new Date(createdAt.getTime() + GRIEVANCE_ACKNOWLEDGE_HOURS * HOUR_MS),
  resolveBy: new Date(createdAt.getTime() + GRIEVANCE_RESOLVE_DAYS * 24 * HOUR_MS),
});

function toStatusView(row: GrievanceRow): GrievanceStatusView {
  return {
    ticket: row.ticket,
    status: row.status,
    subject: row.subject,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

function toGrievance(row: GrievanceRow, now = new Date()): Grievance {
  const { acknowledgeBy, resolveBy } = deadlines(row.createdAt);
  const overdue = row.status !== 'RESOLVED' && (now > resolveBy || (row.status === 'OPEN' && now > acknowledgeBy));
  return {
    ...toStatusView(row),
    id: row.id,
    name: row.name,
    contact: row.contact,
    description: row.description,
    reportedUrl: row.reportedUrl,
    acknowledgeBy: acknowledgeBy.toISOString(),
    resolveBy: resolveBy.toISOString(),
    overdue,
  };
}

/** Grievances to the Grievance Officer (IT Rules 2021, rule 3(2)): filed by anyone, answered in the console. */
export class GrievancesService {
  private readonly db: Db;
  private readonly repository: GrievancesRepository;
  private readonly config: Config;
  constructor(db: Db, config: Config) {
    this.db = db;
    this.repository = new GrievancesRepository(db);
    this.config = config;
  }

  officer(): GrievanceOfficer {
    return this.config.moderation.grievanceOfficer;
  }

  async file(input: GrievanceInput): Promise<GrievanceCreated> {
    const row = await this.repository.insert({ ...input, ticket: newTicket() });
    const { acknowledgeBy, resolveBy } = deadlines(row.createdAt);
    return { ticket: row.ticket, status: row.status, acknowledgeBy: acknowledgeBy.toISOString(), resolveBy: resolveBy.toISOString() };
  }

  async status(ticket: string): Promise<GrievanceStatusView> {
    const row = await this.repository.findByTicket(ticket);
    if (!row) throw notFound('No grievance has this ticket');
    return toStatusView(row);
  }

  async list(query: { status: 'OPEN' | 'RESOLVED'; page: number; limit: number }): Promise<GrievanceList> {
    const { rows, total } = await this.repository.page(query.status, query.limit, offsetOf(query.page, query.limit));
    const now = new Date();
    return { rows: rows.map((row) => toGrievance(row.grievance, now)), total };
  }

  async acknowledge(staff: Staff, id: string, note: string): Promise<Grievance> {
    return this.advance(staff, id, 'ACKNOWLEDGE_GRIEVANCE', note);
  }

  async resolve(staff: Staff, id: string, note: string): Promise<Grievance> {
    return this.advance(staff, id, 'RESOLVE_GRIEVANCE', note);
  }

  private async advance(
    staff: Staff,
    id: string,
    action: 'ACKNOWLEDGE_GRIEVANCE' | 'RESOLVE_GRIEVANCE',
    note: string,
  ): Promise<Grievance> {
    const existing = await this.repository.findById(id);
    if (!existing) throw notFound('Grievance not found');
    const acknowledging = action === 'ACKNOWLEDGE_GRIEVANCE';
    const row = await this.db.transaction(async (tx) => {
      const now = new Date();
      const advanced = await new GrievancesRepository(tx).advance(
        id,
        acknowledging ? ['OPEN'] : ['OPEN', 'ACKNOWLEDGED'],
        acknowledging
          ? { status: 'ACKNOWLEDGED', note, handledBy: staff.id, acknowledgedAt: now }
          : { status: 'RESOLVED', note, handledBy: staff.id, acknowledgedAt: existing.acknowledgedAt ?? now, resolvedAt: now },
      );
      if (!advanced) {
        throw conflict(acknowledging ? 'This grievance was already acknowledged' : 'This grievance was already resolved');
      }
      await new ModerationRepository(tx).insertAudit({
        actorId: staff.id,
        action,
        targetType: 'GRIEVANCE',
        targetId: id,
        memberId: null,
        note,
      });
      return advanced;
    });
    return toGrievance(row);
  }
}
