import { createHash } from 'node:crypto';
import { offsetOf } from '@samaj/shared';
import type {
  CheckoutBody,
  CommunityList,
  CommunityQuery,
  CommunityType,
  LocationFilter,
} from '@samaj/shared/community';
import { citiesOf, isCityOf, localitiesOf, STATES } from '@samaj/shared/location';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { caches, changed, RESULT_SNAPSHOT_SIZE, resultKey } from '../caches.ts';
import { toUserCard, UsersRepository } from '../users/index.ts';
import { type CommunitySearch, CommunityRepository, type Place } from './community.repository.ts';

/**
 * The places a location filter means: each chosen state, narrowed to its chosen cities if any, each city narrowed to
 * its chosen localities if any. A city or locality whose state or city was not chosen stands for itself.
 */
export function placesOf(filter: LocationFilter): Place[] {
  const places: Place[] = [];
  const usedCities = new Set<string>();
  const usedLocalities = new Set<string>();

  const addCity = (state: string, city: string) => {
    const localities = filter.locations.filter((locality) => localitiesOf(state, city).includes(locality));
    if (localities.length === 0) places.push({ state, city, locality: null });
    for (const locality of localities) {
      places.push({ state, city, locality });
      usedLocalities.add(locality);
    }
  };

  for (const state of filter.states) {
    const cities = filter.cities.filter((city) => isCityOf(state, city));
    if (cities.length === 0) places.push({ state, city: null, locality: null });
    for (const city of cities) {
      addCity(state, city);
      usedCities.add(city);
    }
  }
  for (const city of filter.cities.filter((name) => !usedCities.has(name))) {
    for (const state of STATES.filter((name) => isCityOf(name, city))) addCity(state, city);
  }
  for (const locality of filter.locations.filter((name) => !usedLocalities.has(name))) {
    for (const state of STATES) {
      for (const city of citiesOf(state)) {
        if (localitiesOf(state, city).includes(locality)) places.push({ state, city, locality });
      }
    }
  }
  return places;
}

/** The community directory: helpers and seekers, the shortlist ("checkout list") and the not-interested list. */
export class CommunityService {
  private readonly repository: CommunityRepository;
  private readonly users: UsersRepository;
  constructor(db: Db) {
    this.repository = new CommunityRepository(db);
    this.users = new UsersRepository(db);
  }

  /**
   * Members matching the filters. Without any filter, the caller's suggestions: helpers who offer what the caller
   * seeks, seekers who seek what the caller offers; everyone with such a list when the caller has none.
   */
  async list(viewerId: string, type: CommunityType, query: CommunityQuery): Promise<CommunityList> {
    const places = query.locationFilter ? placesOf(query.locationFilter) : [];
    const profession = query.profession ?? null;
    let keywords: string[] | null = query.keywords;
    if (keywords.length === 0 && places.length === 0 && profession === null) {
      const viewer = await this.users.findById(viewerId);
      if (!viewer) throw notFound('Member not found');
      keywords = type === 'helpers' ? viewer.canSeekHelpLower : viewer.canHelpOutLower;
    }
    const search = {
      viewerId,
      type,
      keywords: keywords.length > 0 ? keywords : null,
      places: places.length > 0 ? places : null,
      profession,
      excludeUserIds: query.excludeUsers ?? [],
      limit: query.limit,
      offset: offsetOf(query.page, query.limit),
    };
    const { rows, total } = await this.page(search);
    return {
      users: rows.map(toUserCard),
      pagination: { total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) },
    };
  }

  /**
   * The list's order is worked out once for its first RESULT_SNAPSHOT_SIZE members and kept a minute (`caches.results`):
   * the next pages of an infinite scroll then read their six cards by id. Pages past it are read directly.
   */
  private async page(search: CommunitySearch) {
    const { viewerId, limit, offset, ...filters } = search;
    const key = `community:${createHash('sha1').update(JSON.stringify(filters)).digest('base64url')}`;
    const snapshot = await caches.results.getOrLoad(resultKey(viewerId, key), async () => {
      const { ids, total } = await this.repository.rankedIds({ ...search, limit: RESULT_SNAPSHOT_SIZE, offset: 0 });
      return { ids, total, complete: ids.length >= total };
    });
    if (offset + limit > snapshot.ids.length && !snapshot.complete) return this.repository.search(search);
    const pageIds = snapshot.ids.slice(offset, offset + limit);
    const byId = new Map((await this.repository.cards(viewerId, pageIds)).map((row) => [row.id, row]));
    return { rows: pageIds.flatMap((id) => byId.get(id) ?? []), total: snapshot.total };
  }

  async addToCheckoutList(userId: string, { targetUserId, checkOutType }: CheckoutBody) {
    await this.ensureOtherMember(userId, targetUserId);
    return this.repository.addToCheckoutList(userId, targetUserId, checkOutType);
  }

  async removeFromCheckoutList(userId: string, targetUserId: string, checkOutType: CommunityType | undefined) {
    const removed = await this.repository.removeFromCheckoutList(userId, targetUserId, checkOutType);
    if (removed === 0)
      throw notFound(
        checkOutType
          ? `This member is not on your shortlist as ${checkOutType}`
          : 'This member is not on your shortlist',
      );
  }

  async checkoutList(userId: string) {
    const rows = await this.repository.checkoutList(userId);
    return { users: rows.map((row) => ({ ...toUserCard(row), checkOutType: row.checkOutType })) };
  }

  async markNotInterested(userId: string, targetUserId: string) {
    await this.ensureOtherMember(userId, targetUserId);
    const item = await this.repository.addNotInterested(userId, targetUserId);
    changed({ type: 'not-interested-changed', userId });
    return item;
  }

  async removeNotInterested(userId: string, targetUserId: string) {
    const removed = await this.repository.removeNotInterested(userId, targetUserId);
    if (removed === 0) throw notFound('This member is not on your not-interested list');
    changed({ type: 'not-interested-changed', userId });
  }

  async notInterestedIds(userId: string) {
    return { notInterestedUserIds: await this.repository.notInterestedIds(userId) };
  }

  async notInterestedUsers(userId: string) {
    return { users: (await this.repository.notInterestedUsers(userId)).map(toUserCard) };
  }

  /** Yourself is a 400; a member who does not exist, has not finished onboarding or is blocked either way, a 404. */
  private async ensureOtherMember(userId: string, targetUserId: string) {
    if (targetUserId === userId)
      throw badRequest('You cannot add yourself', [{ path: 'targetUserId', message: 'You cannot add yourself' }]);
    if (!(await this.repository.isVisibleMember(userId, targetUserId))) throw notFound('Member not found');
  }
}
