import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { uuidParam } from './envelope.ts';
import { author } from './matrimonial.ts';
import { pageQuery } from './pagination.ts';
import { optionalText } from './text.ts';

/*
 * The safety contract: blocking a member (both ways, everywhere) and reporting one for moderation. Every member may
 * use them, with or without a marriage profile (the paths stay under /matrimonial).
 */

export const REPORT_REASONS = [
  'FAKE_PROFILE',
  'ALREADY_MARRIED',
  'ASKING_FOR_MONEY',
  'HARASSMENT',
  'INAPPROPRIATE_PHOTO',
  'SPAM',
  'OTHER',
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  FAKE_PROFILE: 'Fake profile',
  ALREADY_MARRIED: 'Already married',
  ASKING_FOR_MONEY: 'Asking for money',
  HARASSMENT: 'Harassment',
  INAPPROPRIATE_PHOTO: 'Inappropriate photo',
  SPAM: 'Spam or unwanted messages',
  OTHER: 'Other',
};

export const BLOCK_REASON_MAX_LENGTH = 500;
export const REPORT_DESCRIPTION_MAX_LENGTH = 1000;

export const blockBody = z.object({
  blockedId: uuidParam,
  reason: optionalText('Reason', BLOCK_REASON_MAX_LENGTH, { lines: true }),
});
export type BlockBody = z.input<typeof blockBody>;

export const block = z.object({
  id: z.string(),
  blockedId: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  user: author,
});
export type Block = z.infer<typeof block>;

export const blocksQuery = pageQuery(PAGE_SIZE.blocks);
export const blocksList = z.object({ blockedUsers: z.array(block), total: z.number().int() });
export type BlocksList = z.infer<typeof blocksList>;

export const reportBody = z
  .object({
    reportedId: uuidParam,
    reason: z.enum(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
    description: optionalText('Description', REPORT_DESCRIPTION_MAX_LENGTH, { lines: true }),
  })
  .refine((report) => report.reason !== 'OTHER' || report.description !== null, {
    path: ['description'],
    message: 'Tell us what happened',
  });
export type ReportBody = z.input<typeof reportBody>;

export const report = z.object({
  id: z.string(),
  reportedId: z.string(),
  reason: z.enum(REPORT_REASONS),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type Report = z.infer<typeof report>;
