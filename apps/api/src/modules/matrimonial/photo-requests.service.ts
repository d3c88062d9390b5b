import { offsetOf } from '@samaj/shared';
import type {
  PhotoRequest,
  PhotoRequestAction,
  PhotoRequestStatus,
  PhotoRequestsQuery,
} from '@samaj/shared/matrimonial';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Notifier } from '../notifications/index.ts';
import {
  type PhotoRequestListRow,
  type PhotoRequestRow,
  PhotoRequestsRepository,
} from './photo-requests.repository.ts';
import { askAgainFrom, photoViewOf } from './photo-view.ts';

const formatDate = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

/** What each answer of the owner does: the states it starts from, the state it leads to, and its refusal. */
const ANSWERS: Record<PhotoRequestAction, { from: PhotoRequestStatus[]; to: PhotoRequestStatus; refusal: string }> = {
  // A declined or revoked request may still be granted: the owner may change their mind.
  GRANT: {
    from: ['REQUESTED', 'DECLINED', 'REVOKED'],
    to: 'GRANTED',
    refusal: 'Your photos are already shared with this member',
  },
  DECLINE: { from: ['REQUESTED'], to: 'DECLINED', refusal: 'This request has already been answered' },
  REVOKE: { from: ['GRANTED'], to: 'REVOKED', refusal: 'Only photos you shared can be taken back' },
};

type Author = PhotoRequest['member'];

function toPhotoRequest(row: PhotoRequestRow, member: Author): PhotoRequest {
  return {
    id: row.id,
    requesterId: row.requesterId,
    ownerId: row.ownerId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    member,
  };
}

const toListed = ({ request, member }: PhotoRequestListRow) =>
  toPhotoRequest(request, { ...member, fullName: member.fullName ?? '' });

/**
 * "Request photos": a member asks to see the photos another keeps hidden; the owner grants, declines or later revokes.
 * Who may then see them is decided by the one photo rule (`photosVisibleTo`, `avatarSeenBy` in the safety module).
 */
export class PhotoRequestsService {
  private readonly repository: PhotoRequestsRepository;
  private readonly notifier: Notifier;
  constructor(db: Db, notifier: Notifier) {
    this.repository = new PhotoRequestsRepository(db);
    this.notifier = notifier;
  }

  /**
   * Rules in order: not my own photos (400); the owner's profile is listed for me (404, a block either way included);
   * something of theirs is hidden from me (409 otherwise); a waiting request is answered as it is (created false); a
   * declined or revoked one may be sent again 30 days after the answer (409 before). The owner hears of a new one.
   */
  async send(requesterId: string, ownerId: string): Promise<{ request: PhotoRequest; created: boolean }> {
    if (ownerId === requesterId) {
      throw badRequest('You cannot request your own photos', [
        { path: 'ownerId', message: 'You cannot request your own photos' },
      ]);
    }
    const photos = await this.repository.photosOf(requesterId, ownerId);
    if (!photos) throw notFound('Profile not found');
    if (!photoViewOf(photos).photosLocked) throw conflict('There are no hidden photos to ask for');
    const existing = await this.repository.findByPair(requesterId, ownerId);
    if (existing?.status === 'REQUESTED') return { request: await this.withOwner(existing), created: false };
    const again = existing && askAgainFrom(existing);
    if (again && again > new Date()) {
      throw conflict(`This member did not share their photos. You can ask again from ${formatDate(again)}`);
    }
    const row = await this.repository.request(requesterId, ownerId);
    if (!row) {
      // Another request of mine got there first: answer with it.
      const raced = await this.repository.findByPair(requesterId, ownerId);
      if (raced?.status === 'REQUESTED') return { request: await this.withOwner(raced), created: false };
      throw conflict('There are no hidden photos to ask for');
    }
    void this.notifier.notify({
      userId: ownerId,
      type: 'PHOTO_REQUEST_RECEIVED',
      actorId: requesterId,
      entityId: row.id,
    });
    return { request: await this.withOwner(row), created: true };
  }

  async list(userId: string, direction: 'received' | 'sent', query: PhotoRequestsQuery) {
    const { rows, total } = await this.repository.list({
      userId,
      direction,
      statuses: query.status,
      limit: query.limit,
      offset: offsetOf(query.page, query.limit),
    });
    return { requests: rows.map(toListed), total };
  }

  /**
   * The owner only: the requester gets 403, anyone else (or across a block) 404. Each action from its states only
   * (409 otherwise). The requester hears of a grant, not of a decline or a revocation.
   */
  async respond(ownerId: string, id: string, action: PhotoRequestAction): Promise<PhotoRequest> {
    const request = await this.repository.findOwn(id, ownerId);
    if (!request) throw notFound('Photo request not found');
    if (request.ownerId !== ownerId) {
      throw forbidden('Only the member whose photos were asked for can answer this request');
    }
    const answer = ANSWERS[action];
    const answered = await this.repository.answer(id, ownerId, answer.from, answer.to);
    if (!answered) throw conflict(answer.refusal);
    if (answered.status === 'GRANTED') {
      void this.notifier.notify({
        userId: answered.requesterId,
        type: 'PHOTO_REQUEST_GRANTED',
        actorId: ownerId,
        entityId: answered.id,
      });
    }
    return toPhotoRequest(answered, await this.member(ownerId, answered.requesterId));
  }

  private withOwner(row: PhotoRequestRow) {
    return this.member(row.requesterId, row.ownerId).then((member) => toPhotoRequest(row, member));
  }

  private async member(viewerId: string, memberId: string): Promise<Author> {
    const row = await this.repository.memberSeenBy(viewerId, memberId);
    return {
      id: memberId,
      fullName: row?.fullName ?? '',
      image: row?.image ?? null,
      isVerified: row?.isVerified ?? false,
    };
  }
}
