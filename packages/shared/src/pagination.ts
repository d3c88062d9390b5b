import { z } from 'zod';
import { MAX_PAGE_LIMIT } from './constants.ts';

/** `page`/`pageParam` count from 1; `limit` is 1..50 (anything else is a 400). */
export const pageNumber = z.coerce
  .number({ message: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page starts at 1')
  .max(100_000, 'page is too large');

export const pageLimit = (defaultLimit: number) =>
  z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}`)
    .default(defaultLimit);

export const pageQuery = (defaultLimit: number) =>
  z.object({ page: pageNumber.default(1), limit: pageLimit(defaultLimit) });

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}
