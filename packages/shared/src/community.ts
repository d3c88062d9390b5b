import { z } from 'zod';
import { HELP_KEYWORD_MAX_LENGTH, HELP_KEYWORDS_MAX, PAGE_SIZE } from './constants.ts';
import { uuidParam } from './envelope.ts';
import { pageLimit, pageNumber } from './pagination.ts';
import { userCard } from './profile.ts';
import { LOCATIONS } from './reference/locations.ts';
import { OCCUPATIONS } from './reference/occupations.ts';
import { atMost, lineText } from './text.ts';

/** `helpers` offer help (their canHelpOut matches), `seekers` seek it (their canSeekHelp matches). */
export const COMMUNITY_TYPES = ['helpers', 'seekers'] as const;
export const communityType = z.enum(COMMUNITY_TYPES, { message: 'Type must be helpers or seekers' });
export type CommunityType = z.infer<typeof communityType>;

/** Most places of each level in a location filter, and most ids in `excludeUsers`. */
export const LOCATION_FILTER_MAX = 50;
export const EXCLUDE_USERS_MAX = 100;

const ALL_CITIES = new Set(Object.values(LOCATIONS).flatMap((cities) => Object.keys(cities)));
const ALL_LOCALITIES = new Set(
  Object.values(LOCATIONS).flatMap((cities) => Object.values(cities).flatMap((localities) => localities)),
);
const OCCUPATION_SET = new Set(OCCUPATIONS);

/** Query values that carry JSON text: malformed JSON is a 400 with a message, never a 500. */
function jsonText<T extends z.ZodType>(name: string, example: string, schema: T) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON, like ${example}` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

function placeList(allowed: ReadonlySet<string>, listName: string) {
  return z
    .array(z.string({ message: `${listName} must be names` }), { message: `${listName} must be a list` })
    .max(LOCATION_FILTER_MAX, `At most ${LOCATION_FILTER_MAX} ${listName}`)
    .superRefine((names, ctx) => {
      for (const name of names) {
        if (!allowed.has(name)) {
          ctx.addIssue({ code: 'custom', message: `"${name.slice(0, 40)}" is not in the list of ${listName}` });
          return;
        }
      }
    })
    .transform((names) => [...new Set(names)])
    .default([]);
}

/**
 * Where members live, by the names of the reference list. A member matches when they live in one of the chosen
 * places; a chosen city narrows its state, and a chosen locality its city ("Bihar, Patna" means Patna, while
 * "Bihar, Karnataka, Patna" means Patna or anywhere in Karnataka).
 */
export const locationFilter = z.object(
  {
    states: placeList(new Set(Object.keys(LOCATIONS)), 'states'),
    cities: placeList(ALL_CITIES, 'cities'),
    locations: placeList(ALL_LOCALITIES, 'localities'),
  },
  { message: 'locationFilter must be an object of states, cities and locations' },
);
export type LocationFilter = z.output<typeof locationFilter>;

/** `keywords` is comma joined: blanks are dropped, and each keyword counts once whatever its case. */
const keywordsQuery = lineText('keywords must be text')
  .transform((text) => {
    const seen = new Set<string>();
    return text
      .split(',')
      .map((keyword) => keyword.trim().replace(/\s+/g, ' '))
      .filter((keyword) => {
        const key = keyword.toLowerCase();
        if (!keyword || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  })
  .pipe(
    z
      .array(
        z
          .string()
          .refine(atMost(HELP_KEYWORD_MAX_LENGTH), `A keyword is at most ${HELP_KEYWORD_MAX_LENGTH} characters`),
      )
      .max(HELP_KEYWORDS_MAX, `At most ${HELP_KEYWORDS_MAX} keywords`),
  );

/** GET /community/{type}: every filter is optional; without any, the caller's own suggestions. */
export const communityQuery = z.object({
  keywords: keywordsQuery.default([]),
  page: pageNumber.default(1),
  limit: pageLimit(PAGE_SIZE.community),
  locationFilter: jsonText(
    'locationFilter',
    '{"states":["Bihar"],"cities":["Patna"],"locations":[]}',
    locationFilter,
  ).optional(),
  profession: z
    .string()
    .max(200, 'Choose a profession from the list of occupations')
    .transform((value) => value || null)
    .refine((value) => value === null || OCCUPATION_SET.has(value), 'Choose a profession from the list of occupations')
    .optional(),
  excludeUsers: jsonText(
    'excludeUsers',
    '["0190…"]',
    z
      .array(uuidParam, { message: 'excludeUsers must be a list of member ids' })
      .max(EXCLUDE_USERS_MAX, `At most ${EXCLUDE_USERS_MAX} ids in excludeUsers`),
  ).optional(),
});
export type CommunityQuery = z.output<typeof communityQuery>;

export const communityPagination = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type CommunityPagination = z.infer<typeof communityPagination>;

export const communityList = z.object({ users: z.array(userCard), pagination: communityPagination });
export type CommunityList = z.infer<typeof communityList>;

/** POST /community/checkout-list: a member saved to the shortlist as a helper or as a seeker, once per type. */
export const checkoutBody = z.object({
  targetUserId: uuidParam,
  checkOutType: communityType,
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const checkoutItem = z.object({ id: z.string(), checkOutType: communityType, targetUserId: z.string() });
export type CheckoutItem = z.infer<typeof checkoutItem>;

export const removeCheckoutQuery = z.object({ checkOutType: communityType.optional() });

export const checkoutListUser = userCard.extend({ checkOutType: communityType });
export type CheckoutListUser = z.infer<typeof checkoutListUser>;
export const checkoutList = z.object({ users: z.array(checkoutListUser) });
export type CheckoutList = z.infer<typeof checkoutList>;

export const notInterestedBody = z.object({ targetUserId: uuidParam });
export type NotInterestedBody = z.infer<typeof notInterestedBody>;

export const notInterestedItem = z.object({ id: z.string(), targetUserId: z.string() });
export type NotInterestedItem = z.infer<typeof notInterestedItem>;

export const notInterestedIds = z.object({ notInterestedUserIds: z.array(z.string()) });
export type NotInterestedIds = z.infer<typeof notInterestedIds>;

export const notInterestedUsers = z.object({ users: z.array(userCard) });
export type NotInterestedUsers = z.infer<typeof notInterestedUsers>;
