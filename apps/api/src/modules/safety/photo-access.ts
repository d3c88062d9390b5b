import { type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Bound } from '../../db/prepared.ts';
import { interests, photoRequests, users } from '../../db/schema/index.ts';

/*
 * Who may see a member's photos: the one rule, used by every answer that carries them. Marriage photos follow the
 * owner's `photoVisibility`; the profile photo (the avatar of the feed, community, search, chat, comments and
 * notifications) follows `avatarVisibility`. Both open to a member the owner "accepted": an accepted interest between
 * the two (either way), or the owner's grant of a photo request. Blocks come first and are not repeated here: a
 * member hidden by the visibility rule is not listed at all.
 */

type Member = AnyPgColumn | SQL;
type Viewer = Bound | AnyPgColumn | SQL;

/*
 * The subqueries below read their tables under names of their own: a caller's `member` may be a column of `interests`
 * or `photo_requests` themselves (the interests list passes `interests.receiver_id`), which the bare table name inside
 * the subquery would shadow, turning "an accepted interest between these two" into "any accepted interest of the
 * viewer's".
 */
const acceptedInterest = alias(interests, 'accepted_interest');
const grantedRequest = alias(photoRequests, 'granted_request');

/** An accepted interest between the two members, whoever sent it (the one-open-interest-per-pair index). */
export function acceptedInterestBetween(viewer: Viewer, member: Member): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${interests} as ${acceptedInterest}
    where least(${acceptedInterest.senderId}, ${acceptedInterest.receiverId}) = least(${viewer}::uuid, ${member})
      and greatest(${acceptedInterest.senderId}, ${acceptedInterest.receiverId}) = greatest(${viewer}::uuid, ${member})
      and ${acceptedInterest.status} = 'ACCEPTED')`;
}

/** The owner granted the viewer's photo request, and has not revoked it. */
export function photosGranted(viewer: Viewer, owner: Member): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${photoRequests} as ${grantedRequest}
    where ${grantedRequest.requesterId} = ${viewer}::uuid and ${grantedRequest.ownerId} = ${owner}
      and ${grantedRequest.status} = 'GRANTED')`;
}

/**
 * Whether the viewer may see the marriage photos of `owner`, whose `photoVisibility` is `visibility`: everyone for
 * ALL; for ACCEPTED_INTERESTS an accepted interest or a grant; for NOBODY a grant only; always the owner.
 */
export function photosVisibleTo(viewer: Viewer, owner: Member, visibility: Member): SQL<boolean> {
  return sql<boolean>`(case
    when ${owner} = ${viewer}::uuid or ${visibility} = 'ALL' then true
    when ${visibility} = 'ACCEPTED_INTERESTS' then ${acceptedInterestBetween(viewer, owner)} or ${photosGranted(viewer, owner)}
    else ${photosGranted(viewer, owner)} end)`;
}

/** The columns of a member's profile photo: `users`, an alias of it, or a raw alias (`avatarColumnsOf('actor')`). */
export interface AvatarColumns {
  id: Member;
  image: Member;
  avatarVisibility: Member;
}

export const avatarColumnsOf = (table: string): AvatarColumns => ({
  id: sql.raw(`${table}.id`),
  image: sql.raw(`${table}.image`),
  avatarVisibility: sql.raw(`${table}.avatar_visibility`),
});

/**
 * The member's profile photo as the viewer may see it, or null: everyone sees it unless the member chose "members I
 * have accepted" (`avatarVisibility` ACCEPTED); then only the member, and members with an accepted interest or a
 * photo grant from them. Every repository that answers another member's `image` selects it through this.
 */
export function avatarSeenBy(viewer: Viewer, member: AvatarColumns = users): SQL<string | null> {
  return sql<string | null>`(case
    when ${member.image} is null then null
    when ${member.avatarVisibility} = 'EVERYONE' or ${member.id} = ${viewer}::uuid then ${member.image}
    when ${acceptedInterestBetween(viewer, member.id)} or ${photosGranted(viewer, member.id)} then ${member.image}
    end)`;
}
