import { z } from 'zod';
import { uuidParam } from './envelope.ts';
import { isHttpUrl } from './posts.ts';
import { pageLimit, pageNumber } from './pagination.ts';
import { atMost, lineText, multilineText, personName } from './text.ts';

/*
 * Grievances (docs/MODERATION.md "Deadlines", India's IT Rules 2021 rule 3(2)): anyone may file one without logging in; the Grievance Officer
 * acknowledges it within 24 hours and resolves it within 15 days.
 */

export const GRIEVANCE_STATUSES = ['OPEN', 'ACKNOWLEDGED', 'RESOLVED'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
export const GRIEVANCE_ACKNOWLEDGE_HOURS = 24;
export const GRIEVANCE_RESOLVE_DAYS = 15;
/** Tickets look like `GRV-7K2M9QXD4TPA`: 12 random characters from an alphabet without look-alikes. */
export const GRIEVANCE_TICKET_PATTERN = /^GRV-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/;

export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = {
  OPEN: 'Received',
  ACKNOWLEDGED: 'Acknowledged',
  RESOLVED: 'Resolved',
};

export const grievanceOfficer = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficer>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{7,20}$/;

const requiredText = (label: string, max: number, { lines = false }: { lines?: boolean } = {}) =>
  (lines ? multilineText : lineText)(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .refine(atMost(max), `${label} must be at most ${max} characters`);

export const grievanceBody = z.object({
  name: personName('Your name', 1, 100),
  contact: requiredText('A phone number or email', 254).refine(
    (value) => EMAIL.test(value) || PHONE.test(value),
    'Enter a phone number or an email address where we can reach you',
  ),
  subject: requiredText('Subject', 200),
  description: requiredText('Description', 5000, { lines: true }),
  reportedUrl: lineText('The link must be text')
    .trim()
    .max(2048, 'The link must be at most 2048 characters')
    .refine((value) => value === '' || isHttpUrl(value), 'The link must start with http:// or https://')
    .nullish()
    .transform((value) => value || null),
});
export type GrievanceBody = z.input<typeof grievanceBody>;
export type GrievanceInput = z.output<typeof grievanceBody>;

export const grievanceCreated = z.object({
  ticket: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
});
export type GrievanceCreated = z.infer<typeof grievanceCreated>;

export const grievanceTicketParams = z.object({
  ticket: z
    .string()
    .trim()
    .toUpperCase()
    .regex(GRIEVANCE_TICKET_PATTERN, 'Enter the ticket as you received it, e.g. GRV-7K2M9QXD4TPA'),
});

/** What the public status page shows. */
export const grievanceStatus = z.object({
  ticket: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  subject: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type GrievanceStatusView = z.infer<typeof grievanceStatus>;

/** A grievance as the console shows it. */
export const grievance = grievanceStatus.extend({
  id: z.string(),
  name: z.string(),
  contact: z.string(),
  description: z.string(),
  reportedUrl: z.string().nullable(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  /** Past its next deadline (acknowledge while OPEN, resolve while ACKNOWLEDGED). */
  overdue: z.boolean(),
});
export type Grievance = z.infer<typeof grievance>;

/** OPEN lists every grievance not yet resolved (received or acknowledged), overdue ones first. */
export const adminGrievancesQuery = z.object({
  status: z.enum(['OPEN', 'RESOLVED'], { message: 'status must be OPEN or RESOLVED' }).default('OPEN'),
  page: pageNumber.default(1),
  limit: pageLimit(20),
});
export type AdminGrievancesQuery = z.output<typeof adminGrievancesQuery>;
export const grievanceList = z.object({ rows: z.array(grievance), total: z.number().int() });
export type GrievanceList = z.infer<typeof grievanceList>;
export const grievanceIdParams = z.object({ id: uuidParam });
export const grievanceNoteBody = z.object({
  note: requiredText('Note', 2000, { lines: true }),
});
