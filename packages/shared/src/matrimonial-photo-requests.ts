import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { uuidParam } from './envelope.ts';
import { author } from './matrimonial-interests.ts';
import { queryChoices } from './matrimonial-profiles.ts';
import { PHOTO_REQUEST_ACTIONS, PHOTO_REQUEST_STATUSES } from './matrimonial-values.ts';
import { pageLimit, pageNumber } from './pagination.ts';

/** "Request photos": asking a member to share the photos they keep hidden, and their answer. */

export const sendPhotoRequestBody = z.object({ ownerId: uuidParam });
export type SendPhotoRequestBody = z.infer<typeof sendPhotoRequestBody>;

export const respondPhotoRequestBody = z.object({
  action: z.enum(PHOTO_REQUEST_ACTIONS, { message: 'action must be GRANT, DECLINE or REVOKE' }),
});
export type RespondPhotoRequestBody = z.infer<typeof respondPhotoRequestBody>;

export const photoRequest = z.object({
  id: z.string(),
  requesterId: z.string(),
  ownerId: z.string(),
  status: z.enum(PHOTO_REQUEST_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the owner last granted, declined or revoked it. */
  respondedAt: z.string().nullable(),
  /** The other member (the requester in my received list, the owner in my sent list). */
  member: author,
});
export type PhotoRequest = z.infer<typeof photoRequest>;

/** GET /matrimonial/photo-requests/received and /sent; `status` (repeatable) keeps only those statuses. */
export const photoRequestsQuery = z.object({
  page: pageNumber.default(1),
  limit: pageLimit(PAGE_SIZE.interests),
  status: queryChoices(PHOTO_REQUEST_STATUSES, 'status'),
});
export type PhotoRequestsQuery = z.output<typeof photoRequestsQuery>;

export const photoRequestsList = z.object({ requests: z.array(photoRequest), total: z.number().int() });
export type PhotoRequestsList = z.infer<typeof photoRequestsList>;
