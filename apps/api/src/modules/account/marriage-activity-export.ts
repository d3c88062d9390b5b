import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { eitherIs, otherOf } from '../../db/pairs.ts';
import {
  matrimonialCoManagerActions,
  matrimonialCoManagers,
  matrimonialContactViews,
  matrimonialProfileViews,
  matrimonialShortlist,
  users,
} from '../../db/schema/index.ts';
import { mapRows, type Section } from './export-document.ts';
import type { ExportRepository } from './export.repository.ts';

const other = alias(users, 'other_member');
const otherMember = { id: other.id, name: other.fullName };
const manager = alias(users, 'manager');

/**
 * The member's matrimonial activity for "Download my data": the profiles they saved, profile visits and contact views
 * made and received, and family co-management on either side. Other members appear by id and name only.
 */
export class MarriageActivityExport {
  private readonly db: DbOrTx;
  private readonly pages: ExportRepository;
  constructor(db: DbOrTx, pages: ExportRepository) {
    this.db = db;
    this.pages = pages;
  }

  shortlist = (userId: string) =>
    this.pages.section(
      () =>
        this.db
          .select({ createdAt: matrimonialShortlist.createdAt, member: otherMember })
          .from(matrimonialShortlist)
          .innerJoin(other, eq(other.id, matrimonialShortlist.targetId))
          .$dynamic(),
      eq(matrimonialShortlist.userId, userId),
      [matrimonialShortlist.createdAt, matrimonialShortlist.targetId],
      (row) => row.member.id,
    );

  /** `made`: the profiles the member opened; `received`: who opened the member's (one row per visitor and day). */
  profileViews = (userId: string, side: 'made' | 'received') => {
    const mine = side === 'made' ? matrimonialProfileViews.viewerId : matrimonialProfileViews.viewedId;
    const theirs = side === 'made' ? matrimonialProfileViews.viewedId : matrimonialProfileViews.viewerId;
    return this.pages.section(
      () =>
        this.db
          .select({ createdAt: matrimonialProfileViews.viewedAt, member: otherMember })
          .from(matrimonialProfileViews)
          .innerJoin(other, eq(other.id, theirs))
          .$dynamic(),
      eq(mine, userId),
      [matrimonialProfileViews.viewedAt, theirs],
      (row) => row.member.id,
    );
  };

  /** `made`: whose contact details the member read; `received`: who read the member's (each time). */
  contactViews = (userId: string, side: 'made' | 'received') => {
    const mine = side === 'made' ? matrimonialContactViews.viewerId : matrimonialContactViews.ownerId;
    const theirs = side === 'made' ? matrimonialContactViews.ownerId : matrimonialContactViews.viewerId;
    return this.pages.section(
      () =>
        this.db
          .select({
            id: matrimonialContactViews.id,
            createdAt: matrimonialContactViews.viewedAt,
            member: otherMember,
            byFamilyMember: { id: manager.id, name: manager.fullName },
          })
          .from(matrimonialContactViews)
          .innerJoin(other, eq(other.id, theirs))
          .leftJoin(manager, eq(manager.id, matrimonialContactViews.managerId))
          .$dynamic(),
      eq(mine, userId),
      [matrimonialContactViews.viewedAt, matrimonialContactViews.id],
      (row) => row.id,
    );
  };

  /** Family co-management on either side: who manages the member's profile, and whose profiles the member manages. */
  coManagers = (userId: string) =>
    this.db
      .select({
        ownerId: matrimonialCoManagers.ownerId,
        member: otherMember,
        status: matrimonialCoManagers.status,
        invitedAt: matrimonialCoManagers.invitedAt,
        acceptedAt: matrimonialCoManagers.acceptedAt,
        removedAt: matrimonialCoManagers.removedAt,
      })
      .from(matrimonialCoManagers)
      .innerJoin(other, eq(other.id, otherOf(userId, matrimonialCoManagers.ownerId, matrimonialCoManagers.managerId)))
      .where(eitherIs(userId, matrimonialCoManagers.ownerId, matrimonialCoManagers.managerId))
      .orderBy(asc(matrimonialCoManagers.invitedAt));

  /** What family co-managers did for the member, and what the member did as one for others. */
  coManagerActions = (userId: string) =>
    this.pages.section(
      () =>
        this.db
          .select({
            id: matrimonialCoManagerActions.id,
            ownerId: matrimonialCoManagerActions.ownerId,
            member: otherMember,
            action: matrimonialCoManagerActions.action,
            createdAt: matrimonialCoManagerActions.createdAt,
          })
          .from(matrimonialCoManagerActions)
          .innerJoin(
            other,
            eq(other.id, otherOf(userId, matrimonialCoManagerActions.ownerId, matrimonialCoManagerActions.managerId)),
          )
          .$dynamic(),
      eitherIs(userId, matrimonialCoManagerActions.ownerId, matrimonialCoManagerActions.managerId),
      [matrimonialCoManagerActions.createdAt, matrimonialCoManagerActions.id],
      (row) => row.id,
    );
}

/** The sections of data.json for the member's matrimonial activity (after `interests`). */
export function marriageActivitySections(activity: MarriageActivityExport, userId: string): Section[] {
  const visit = (row: { createdAt: Date; member: { id: string; name: string | null } }) => ({
    member: row.member,
    at: row.createdAt,
  });
  const contactView = (row: {
    createdAt: Date;
    member: { id: string; name: string | null };
    byFamilyMember: { id: string; name: string | null } | null;
  }) => ({ member: row.member, byFamilyMember: row.byFamilyMember, at: row.createdAt });
  const role = (row: { ownerId: string }) => (row.ownerId === userId ? 'MY_PROFILE' : 'THEIR_PROFILE');
  return [
    [
      'matrimonialShortlist',
      mapRows(activity.shortlist(userId), (row) => ({ member: row.member, savedAt: row.createdAt })),
    ],
    ['profileViewsMade', mapRows(activity.profileViews(userId, 'made'), visit)],
    ['profileViewsReceived', mapRows(activity.profileViews(userId, 'received'), visit)],
    ['contactViewsMade', mapRows(activity.contactViews(userId, 'made'), contactView)],
    ['contactViewsReceived', mapRows(activity.contactViews(userId, 'received'), contactView)],
    [
      'familyCoManagers',
      (async function* coManagers() {
        for (const { ownerId, ...row } of await activity.coManagers(userId))
          yield { profile: role({ ownerId }), ...row };
      })(),
    ],
    [
      'familyCoManagerActions',
      mapRows(activity.coManagerActions(userId), (row) => ({
        profile: role(row),
        member: row.member,
        action: row.action,
        at: row.createdAt,
      })),
    ],
  ];
}
