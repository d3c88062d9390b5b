import { z } from 'zod';
import { phoneNumberInput } from './auth.ts';
import { PAGE_SIZE } from './constants.ts';
import { author, managerName } from './matrimonial-interests.ts';
import { pageQuery } from './pagination.ts';

/** Contact details after an accepted interest, and the family members who manage a marriage profile with its owner. */

/** GET /matrimonial/profiles/{userId}/contact: shared once an interest between the two is accepted. */
export const matrimonialContact = z.object({
  userId: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  familyContact: z.object({ name: z.string().nullable(), phoneNumber: z.string() }).nullable(),
});
export type MatrimonialContact = z.infer<typeof matrimonialContact>;

export const contactViewsQuery = pageQuery(PAGE_SIZE.interests);
export type ContactViewsQuery = z.output<typeof contactViewsQuery>;

/** GET /matrimonial/contact-views: who read my contact details, newest first, each time. */
export const contactViews = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      viewer: author,
      viewedAt: z.string(),
      /** The viewer's family co-manager who read them for the viewer. */
      byManager: managerName.nullable(),
    }),
  ),
  total: z.number().int(),
});
export type ContactViews = z.infer<typeof contactViews>;

/** At most this many family members manage one marriage profile with its owner (invited or accepted). */
export const CO_MANAGERS_MAX = 2;
export const CO_MANAGER_STATUSES = ['INVITED', 'ACCEPTED'] as const;
export type CoManagerStatus = (typeof CO_MANAGER_STATUSES)[number];

/** The request header with which a co-manager acts for the owner on the calls that allow it. */
export const ACTING_FOR_HEADER = 'x-acting-for';

export const inviteCoManagerBody = z.object({ phoneNumber: phoneNumberInput });
export type InviteCoManagerBody = z.infer<typeof inviteCoManagerBody>;

/** One management: `member` is the other side (the family member for the owner, the owner for the family member). */
export const coManager = z.object({
  id: z.string(),
  status: z.enum(CO_MANAGER_STATUSES),
  member: author,
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type CoManager = z.infer<typeof coManager>;

/** GET /matrimonial/co-managers: who manages my profile, whose profiles I manage, and what was done for me. */
export const coManagers = z.object({
  managers: z.array(coManager),
  managing: z.array(coManager),
  /** The latest actions of my co-managers (at most 20): the call's contract name, e.g. `POST /matrimonial/interests/send`. */
  actions: z.array(z.object({ manager: managerName, action: z.string(), createdAt: z.string() })),
});
export type CoManagers = z.infer<typeof coManagers>;
