import { offsetOf } from '@samaj/shared';
import type { ContactViews, ContactViewsQuery, MatrimonialContact } from '@samaj/shared/matrimonial';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { ContactRepository } from './contact.repository.ts';

/**
 * Contact details (the member's phone and their family contact) are shared only between two members with an accepted
 * interest; every read is recorded for the owner ("Contact viewed by …").
 */
export class ContactService {
  private readonly repository: ContactRepository;
  constructor(db: Db) {
    this.repository = new ContactRepository(db);
  }

  /**
   * 400 for myself, 404 when the member has no marriage profile or is hidden from me (a block, a suspension), 403
   * before an interest between us is accepted. `managerId`: my family co-manager reading them for me.
   */
  async contact(viewerId: string, userId: string, managerId: string | null): Promise<MatrimonialContact> {
    if (userId === viewerId) {
      throw badRequest('Your own contact details are in your marriage profile', [
        { path: 'userId', message: 'Your own contact details are in your marriage profile' },
      ]);
    }
    const row = await this.repository.contactOf(viewerId, userId);
    if (!row) throw notFound('Profile not found');
    if (!row.connected) {
      throw forbidden('Contact details are shared once an interest between you is accepted');
    }
    await this.repository.recordView({ ownerId: userId, viewerId, managerId });
    return {
      userId: row.userId,
      fullName: row.fullName ?? '',
      phoneNumber: row.phoneNumber,
      familyContact: row.familyContactPhone
        ? { name: row.familyContactName, phoneNumber: row.familyContactPhone }
        : null,
    };
  }

  async views(ownerId: string, { page, limit }: ContactViewsQuery): Promise<ContactViews> {
    const { rows, total } = await this.repository.views(ownerId, { limit, offset: offsetOf(page, limit) });
    return {
      rows: rows.map((row) => ({
        id: row.id,
        viewer: { ...row.viewer, fullName: row.viewer.fullName ?? '' },
        viewedAt: row.viewedAt.toISOString(),
        byManager: row.manager ? { id: row.manager.id, fullName: row.manager.fullName ?? '' } : null,
      })),
      total,
    };
  }
}
