import { CO_MANAGERS_MAX, type CoManager, type CoManagers } from '@samaj/shared/matrimonial';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { normalizePhone } from '../auth/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { type CoManagerRow, CoManagersRepository } from './co-managers.repository.ts';

const ACTIONS_SHOWN = 20;

type ListedRow = Awaited<ReturnType<CoManagersRepository['list']>>[number];

const toCoManager = ({ row, member }: Pick<ListedRow, 'row' | 'member'>): CoManager => ({
  id: row.id,
  status: row.status === 'ACCEPTED' ? 'ACCEPTED' : 'INVITED',
  member: { ...member, fullName: member.fullName ?? '' },
  invitedAt: row.invitedAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
});

/**
 * "Managed by": a member invites one or two family members (Samaj members, by phone) to manage their marriage profile;
 * the family member accepts; either side ends it at any time. What a co-manager may do for the owner is decided by
 * `ActingFor` (acting-for.ts) and the routes it allows.
 */
export class CoManagersService {
  private readonly db: Db;
  private readonly notifier: Notifier;
  constructor(db: Db, notifier: Notifier) {
    this.db = db;
    this.notifier = notifier;
  }

  async list(memberId: string): Promise<CoManagers> {
    const repository = new CoManagersRepository(this.db);
    const [managers, managing, actions] = await Promise.all([
      repository.list(memberId, 'owner'),
      repository.list(memberId, 'manager'),
      repository.actions(memberId, ACTIONS_SHOWN),
    ]);
    return {
      managers: managers.map(toCoManager),
      managing: managing.map(toCoManager),
      actions: actions.map(({ manager, action, createdAt }) => ({
        manager: { id: manager.id, fullName: manager.fullName ?? '' },
        action,
        createdAt: createdAt.toISOString(),
      })),
    };
  }

  /**
   * Rules in order: a valid number (400); the owner has a marriage profile (403); a Samaj member has that number and
   * the owner can see them (404, a clear "ask them to join"); not myself (400); not already invited (409); at most
   * CO_MANAGERS_MAX invited or accepted (409). The family member is told (not waited for).
   */
  async invite(ownerId: string, phoneInput: string): Promise<CoManager> {
    const phoneNumber = normalizePhone(phoneInput);
    const created = await this.db.transaction(async (tx) => {
      const repository = new CoManagersRepository(tx);
      const owner = await repository.lockOwner(ownerId);
      if (!owner?.isMatrimonialProfile) {
        throw forbidden(
          'Complete your marriage profile before inviting family members to manage it',
          'MATRIMONIAL_PROFILE_REQUIRED',
        );
      }
      const member = await repository.memberByPhone(ownerId, phoneNumber);
      if (!member) {
        throw notFound('No Samaj member has this number. Ask them to join Samaj first, then invite them');
      }
      if (member.id === ownerId) {
        throw badRequest('Invite a family member, not yourself', [
          { path: 'phoneNumber', message: 'Invite a family member, not yourself' },
        ]);
      }
      const live = await repository.live(ownerId);
      if (live.some((row) => row.managerId === member.id)) throw conflict('This family member is already invited');
      if (live.length >= CO_MANAGERS_MAX) {
        throw conflict(`At most ${CO_MANAGERS_MAX} family members can manage your profile. Remove one first`);
      }
      return repository.insert(ownerId, member.id);
    });
    void this.notifier.notify({
      userId: created.managerId,
      type: 'CO_MANAGER_INVITED',
      actorId: ownerId,
      entityId: created.id,
    });
    return this.listed(ownerId, created, 'owner');
  }

  /** The invited family member only (404 for anyone else); an accepted one is a 409. */
  async accept(managerId: string, id: string): Promise<CoManager> {
    const repository = new CoManagersRepository(this.db);
    const row = await repository.findLive(id, managerId);
    if (!row || row.managerId !== managerId) throw notFound('Invitation not found');
    const accepted = await repository.accept(id, managerId);
    if (!accepted) throw conflict('You already manage this profile');
    return this.listed(managerId, accepted, 'manager');
  }

  /** The owner removes a co-manager, or the family member stops managing (or declines); 404 for anyone else. */
  async remove(memberId: string, id: string): Promise<null> {
    const repository = new CoManagersRepository(this.db);
    if (!(await repository.findLive(id, memberId))) throw notFound('Co-manager not found');
    await repository.remove(id);
    return null;
  }

  private async listed(memberId: string, row: CoManagerRow, side: 'owner' | 'manager'): Promise<CoManager> {
    const found = (await new CoManagersRepository(this.db).list(memberId, side)).find((item) => item.row.id === row.id);
    if (!found) throw notFound('Co-manager not found');
    return toCoManager(found);
  }
}
