import { createHash } from 'node:crypto';
import { ageFromBirthDate, offsetOf } from '@samaj/shared';
import {
  GOTRA_EXCLUSION_LABELS,
  type GotraExclusion,
  INTEREST_RETRY_DAYS,
  soughtGender,
  type InterestsQuery,
  type MatrimonialSearchQuery,
  type PartnerPreferencesInput,
  type ProfileViews,
  type ProfileViewsQuery,
  type ShortlistQuery,
  type RecommendedQuery,
  type RespondInterestBody,
} from '@samaj/shared/matrimonial';
import { criteriaOfPreferences, criteriaOfSearch, type MemberTraits } from '@samaj/shared/matrimonial-criteria';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { caches, changed, RESULT_SNAPSHOT_SIZE, resultKey } from '../caches.ts';
import type { Presence } from '../chat/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { InterestsRepository } from './interests.repository.ts';
import { type CandidateTraits, judgeMatch, matchColumns } from './matching.ts';
import {
  toFullProfile,
  toInterest,
  toListedInterest,
  toPartnerPreferences,
  toProfileCard,
} from './matrimonial.mapper.ts';
import { MatrimonialRepository, type ProfileList, type ViewerRow } from './matrimonial.repository.ts';
import { SavedAndViewedRepository } from './saved-and-viewed.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The member making a matrimonial call, with what ranking needs: their traits and preferences. */
export type Viewer = ViewerRow;

const traitsOf = (viewer: Viewer): MemberTraits => ({ ...viewer.traits, age: ageFromBirthDate(viewer.dateOfBirth) });
const candidateOf = (row: { traits: Viewer['traits']; dateOfBirth: string | null }): CandidateTraits => ({
  ...row.traits,
  dateOfBirth: row.dateOfBirth,
});

/** An interest across a gotra rule: a rule on stored data (one side may change their rule), so 422. */
const gotraRefusal = (exclusion: GotraExclusion) =>
  new AppError(
    422,
    'UNPROCESSABLE',
    `${GOTRA_EXCLUSION_LABELS[exclusion]}. Your family's or their family's gotra rules leave this match out`,
  );

const formatDate = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

/** Recommendations, search, profiles, preferences and interests: the calls behind the matrimonial gate. */
export class MatrimonialService {
  private readonly repository: MatrimonialRepository;
  private readonly interests: InterestsRepository;
  private readonly saved: SavedAndViewedRepository;
  private readonly notifier: Notifier;
  private readonly presence: Pick<Presence, 'introduce'>;
  constructor(db: Db, notifier: Notifier, presence: Pick<Presence, 'introduce'>) {
    this.repository = new MatrimonialRepository(db);
    this.saved = new SavedAndViewedRepository(db);
    this.interests = new InterestsRepository(db);
    this.notifier = notifier;
    this.presence = presence;
  }

  /** The member, if they may use the matrimonial calls: 403 MATRIMONIAL_PROFILE_REQUIRED otherwise. */
  async viewer(userId: string): Promise<Viewer> {
    const viewer = await caches.matrimonialViewers.getOrLoad(userId, () => this.repository.viewer(userId));
    if (!viewer?.isMatrimonialProfile) {
      throw forbidden(
        'Your matrimonial profile is not completed. Please complete your Matrimonial profile section to proceed.',
        'MATRIMONIAL_PROFILE_REQUIRED',
      );
    }
    return viewer;
  }

  /** Profiles of the gender I seek, best match first: how well they meet my preferences and I meet theirs. */
  async recommended(viewer: Viewer, query: RecommendedQuery) {
    return this.profiles(
      viewer,
      { kind: 'recommended', viewerId: viewer.id, gotraRules: viewer.gotraRules, seek: soughtGender(viewer.gender) },
      query,
    );
  }

  /** Profiles matching every filter given, newest first; without `gender`, the gender I seek. */
  async search(viewer: Viewer, query: MatrimonialSearchQuery) {
    const { page, limit, gender, familyType, rashi, keyword, ...criteria } = query;
    return this.profiles(
      viewer,
      {
        kind: 'search',
        viewerId: viewer.id,
        gotraRules: viewer.gotraRules,
        gender: gender ?? soughtGender(viewer.gender),
        criteria: criteriaOfSearch(criteria),
        familyType: familyType ?? [],
        rashi: rashi ?? [],
        keyword: keyword ?? null,
      },
      { page, limit },
    );
  }

  /**
   * A page of cards: the result's order comes from the member's recent snapshot of it (`caches.results`, worked out
   * for RESULT_SNAPSHOT_SIZE profiles when missing), pages past it straight from the database; the cards are read live.
   */
  private async profiles(viewer: Viewer, list: ProfileList, { page, limit }: { page: number; limit: number }) {
    const today = new Date();
    const { preferences } = viewer;
    const traits = traitsOf(viewer);
    // Built only when the order must be worked out: most pages come from the snapshot.
    const match = () => matchColumns(traits, preferences, today);
    const offset = offsetOf(page, limit);
    const key = createHash('sha1')
      .update(JSON.stringify([list, traits, preferences, today.toISOString().slice(0, 10)]))
      .digest('base64url');
    const snapshot = await caches.results.getOrLoad(resultKey(viewer.id, key), async () => {
      const { ids, total } = await this.repository.rankedIds({
        list,
        match: match(),
        today,
        limit: RESULT_SNAPSHOT_SIZE,
        offset: 0,
      });
      return { ids, total, complete: ids.length >= total };
    });
    const pageIds =
      offset + limit <= snapshot.ids.length || snapshot.complete
        ? snapshot.ids.slice(offset, offset + limit)
        : (await this.repository.rankedIds({ list, match: match(), today, limit, offset })).ids;
    const profiles = await this.cardsOf(viewer, pageIds, today);
    return { total: snapshot.total, profiles, page, totalPages: Math.ceil(snapshot.total / limit) };
  }

  /** The cards of these profiles in this order, read live (one no longer listed for the viewer is left out). */
  private async cardsOf(viewer: Viewer, ids: string[], today = new Date()) {
    const traits = traitsOf(viewer);
    const rows = await this.repository.cards(viewer.id, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      const match = row && judgeMatch(traits, viewer.preferences, candidateOf(row), row.preferences, today);
      return row && match ? [toProfileCard(viewer.id, match, row)] : [];
    });
  }

  /**
   * A whole profile, photos as its owner allows; 404 when hidden, incomplete or blocked either way. Opening another
   * member's profile records a visit for their "Who viewed me" (once a day), unless I browse privately.
   */
  async profile(viewer: Viewer, userId: string) {
    const row = await this.repository.profileFor(viewer, userId);
    if (!row) throw notFound('Profile not found');
    if (row.id !== viewer.id && !viewer.browsePrivately) await this.saved.recordView(viewer.id, row.id, new Date());
    const match = judgeMatch(traitsOf(viewer), viewer.preferences, candidateOf(row), row.preferences, new Date());
    return toFullProfile(viewer.id, match, row);
  }

  /** Who viewed my profile: nothing while I browse privately (my own visits are not recorded either). */
  async profileViews(viewer: Viewer, { page, limit }: ProfileViewsQuery): Promise<ProfileViews> {
    if (viewer.browsePrivately) {
      return { total: 0, profiles: [], page, totalPages: 0, visits: [], browsingPrivately: true };
    }
    const { rows, total } = await this.saved.viewers(viewer.id, { limit, offset: offsetOf(page, limit) });
    const profiles = await this.cardsOf(
      viewer,
      rows.map((row) => row.id),
    );
    const shown = new Set(profiles.map((profile) => profile.id));
    const visits = rows
      .filter((row) => shown.has(row.id))
      .map(({ id, lastViewedAt, days }) => ({ profileId: id, lastViewedAt: lastViewedAt.toISOString(), days }));
    return { total, profiles, page, totalPages: Math.ceil(total / limit), visits, browsingPrivately: false };
  }

  async shortlist(viewer: Viewer, { page, limit }: ShortlistQuery) {
    const { ids, total } = await this.saved.shortlist(viewer.id, { limit, offset: offsetOf(page, limit) });
    return { total, profiles: await this.cardsOf(viewer, ids), page, totalPages: Math.ceil(total / limit) };
  }

  /** Saves a profile listed for me (400 for myself, 404 otherwise); `created` is false when it was saved already. */
  async saveToShortlist(viewer: Viewer, targetId: string) {
    if (targetId === viewer.id) {
      throw badRequest('You cannot save your own profile', [
        { path: 'targetId', message: 'You cannot save your own profile' },
      ]);
    }
    if (!(await this.repository.listingFor(viewer, targetId))) throw notFound('Profile not found');
    const created = await this.saved.save(viewer.id, targetId);
    return { item: { targetId, saved: true }, created };
  }

  async removeFromShortlist(viewer: Viewer, targetId: string) {
    await this.saved.unsave(viewer.id, targetId);
    return null;
  }

  async preferences(viewer: Viewer) {
    return toPartnerPreferences(viewer.preferences, viewer.horoscopeMatters);
  }

  async savePreferences(viewer: Viewer, input: PartnerPreferencesInput) {
    const saved = await this.repository.upsertPreferences(
      viewer.id,
      criteriaOfPreferences(input),
      input.horoscopeMatters,
    );
    changed({ type: 'member-changed', userId: viewer.id });
    return toPartnerPreferences(saved.criteria, saved.horoscopeMatters);
  }

  /**
   * Rules in order: not to myself (400); the receiver's profile is listed for me (404, a block either way included,
   * so that a blocked member cannot tell a listed profile from an unlisted one); no gotra rule of either side
   * excludes us (422); no pending or accepted interest between us (409); not within 90 days of their declining mine (409). The receiver hears of it (not waited for).
   * `managerId`: the family co-manager sending it for me.
   */
  async sendInterest(
    viewer: Viewer,
    input: { receiverId: string; message: string | null },
    managerId: string | null = null,
  ) {
    const { receiverId } = input;
    if (receiverId === viewer.id) {
      throw badRequest('You cannot send an interest to yourself', [
        { path: 'receiverId', message: 'You cannot send an interest to yourself' },
      ]);
    }
    const listing = await this.repository.listingFor(viewer, receiverId);
    if (!listing) throw notFound('Profile not found');
    if (listing.notSuggested) throw gotraRefusal(listing.notSuggested);
    const open = await this.interests.findOpenBetween(viewer.id, receiverId);
    if (open) throw conflict(this.openInterestMessage(viewer.id, open));
    const retryAfter = new Date(Date.now() - INTEREST_RETRY_DAYS * DAY_MS);
    const declinedAt = await this.interests.declinedSince(viewer.id, receiverId, retryAfter);
    if (declinedAt) {
      const again = new Date(declinedAt.getTime() + INTEREST_RETRY_DAYS * DAY_MS);
      throw conflict(`This member declined your interest. You can send another from ${formatDate(again)}`);
    }
    const created = await this.interests.insert({
      senderId: viewer.id,
      receiverId,
      message: input.message,
      sentByManagerId: managerId,
    });
    if (!created) {
      const raced = await this.interests.findOpenBetween(viewer.id, receiverId);
      throw conflict(raced ? this.openInterestMessage(viewer.id, raced) : 'An interest between you is already open');
    }
    const sent = toInterest(created, await this.interests.managerNamesOf(created.id));
    void this.notifier.notify({
      userId: sent.receiverId,
      type: 'INTEREST_RECEIVED',
      actorId: sent.senderId,
      entityId: sent.id,
      data: sent.message ? { message: sent.message } : {},
    });
    return sent;
  }

  private openInterestMessage(viewerId: string, open: { senderId: string; status: string }) {
    if (open.status === 'ACCEPTED') return 'You are already connected with this member';
    return open.senderId === viewerId
      ? 'Your interest is waiting for an answer'
      : 'This member has already sent you an interest: answer it in Interests';
  }

  async listInterests(viewer: Viewer, direction: 'received' | 'sent', query: InterestsQuery) {
    const { rows, total } = await this.interests.list({
      userId: viewer.id,
      direction,
      statuses: query.status,
      limit: query.limit,
      offset: offsetOf(query.page, query.limit),
    });
    return { interests: rows.map((row) => toListedInterest(viewer.id, row)), total };
  }

  /**
   * Receiver only (the sender gets 403); only a pending interest can be answered (409). The sender hears of an
   * acceptance (not waited for), not of a decline. An acceptance lets the two see each other online (the presence
   * rule): both hear it at once.
   */
  async respond(viewer: Viewer, interestId: string, { status }: RespondInterestBody, managerId: string | null = null) {
    const interest = await this.ownInterest(viewer.id, interestId);
    if (interest.receiverId !== viewer.id) throw forbidden('Only the member who received this interest can answer it');
    if (interest.status !== 'PENDING') throw conflict('This interest has already been answered');
    const answered = await this.interests.respond(interestId, viewer.id, status, managerId);
    if (!answered) throw conflict('This interest has already been answered');
    const result = toInterest(answered, await this.interests.managerNamesOf(answered.id));
    if (result.status === 'ACCEPTED') {
      void this.notifier.notify({
        userId: result.senderId,
        type: 'INTEREST_ACCEPTED',
        actorId: result.receiverId,
        entityId: result.id,
      });
      await this.presence.introduce(result.senderId, result.receiverId);
    }
    return result;
  }

  /** Sender only (the receiver gets 403); a declined interest stays, so that its 90 days count (409). */
  async withdraw(viewer: Viewer, interestId: string) {
    const interest = await this.ownInterest(viewer.id, interestId);
    if (interest.senderId !== viewer.id) throw forbidden('Only the member who sent this interest can withdraw it');
    if (interest.status === 'DECLINED') throw conflict('A declined interest cannot be withdrawn');
    if (!(await this.interests.withdraw(interestId, viewer.id)))
      throw conflict('This interest can no longer be withdrawn');
    return null;
  }

  /**
   * An interest the member sent or received, with a member visible to them; 404 for any other (they may not know it
   * exists, and an interest across a block is out of both members' reach until it is lifted).
   */
  private async ownInterest(userId: string, interestId: string) {
    const interest = await this.interests.findOwn(interestId, userId);
    if (!interest) throw notFound('Interest not found');
    return interest;
  }
}
