import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReportTargetType } from '@samaj/shared/moderation';
import type { ReportReason } from '@samaj/shared/safety';

/** The words of packages/shared's REPORT_REASON_LABELS, translatable (the values sent to the API never change). */
export const reportReasonLabels: Record<ReportReason, MessageDescriptor> = {
  FAKE_PROFILE: msg`Fake profile`,
  ALREADY_MARRIED: msg`Already married`,
  ASKING_FOR_MONEY: msg`Asking for money`,
  HARASSMENT: msg`Harassment`,
  INAPPROPRIATE_PHOTO: msg`Inappropriate photo`,
  SPAM: msg`Spam or unwanted messages`,
  OTHER: msg`Other`,
};

export const reportTargetLabels: Record<ReportTargetType, MessageDescriptor> = {
  USER: msg`Member`,
  POST: msg`Post`,
  COMMENT: msg`Comment`,
  MESSAGE: msg`Message`,
};
