import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { uuidParam } from './envelope.ts';
import { queryChoices } from './matrimonial-profiles.ts';
import { INTEREST_MESSAGE_MAX_LENGTH, INTEREST_RESPONSES, INTEREST_STATUSES } from './matrimonial-values.ts';
import { pageLimit, pageNumber } from './pagination.ts';
import { optionalText } from './text.ts';

/** Interests between members: sending, answering, withdrawing and the two lists. */

/** Who sent or received an interest. */
export const author = z.object({
  id: z.string(),
  fullName: z.string(),
  image: z.string().nullable(),
  isVerified: z.boolean(),
});
export type Author = z.infer<typeof author>;

/** A family co-manager who acted for a member: shown as "Sent by Sunita" to the owner, "Rahul's family (Sunita)" to others. */
export const managerName = z.object({ id: z.string(), fullName: z.string() });
export type ManagerName = z.infer<typeof managerName>;

export const sendInterestBody = z.object({
  receiverId: uuidParam,
  message: optionalText('Message', INTEREST_MESSAGE_MAX_LENGTH, { lines: true }),
});
export type SendInterestBody = z.input<typeof sendInterestBody>;

export const respondInterestBody = z.object({
  status: z.enum(INTEREST_RESPONSES, { message: 'status must be ACCEPTED or DECLINED' }),
});
export type RespondInterestBody = z.infer<typeof respondInterestBody>;

export const interest = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  message: z.string().nullable(),
  status: z.enum(INTEREST_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  sender: author.optional(),
  receiver: author.optional(),
  /** The family co-manager who sent it, or answered it, for the member (null: the member themselves). */
  sentByManager: managerName.nullable(),
  answeredByManager: managerName.nullable(),
});
export type Interest = z.infer<typeof interest>;

/** GET /matrimonial/interests/received and /sent; `status` (repeatable) keeps only those statuses. */
export const interestsQuery = z.object({
  page: pageNumber.default(1),
  limit: pageLimit(PAGE_SIZE.interests),
  status: queryChoices(INTEREST_STATUSES, 'status'),
});
export type InterestsQuery = z.output<typeof interestsQuery>;

export const interestsList = z.object({ interests: z.array(interest), total: z.number().int() });
export type InterestsList = z.infer<typeof interestsList>;
