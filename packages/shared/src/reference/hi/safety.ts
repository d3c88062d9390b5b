/**
 * Reports, grievances and the moderation console's enums in Hindi, keyed by the API's values. The audit log's
 * sentence fragments ("dismissed a report") are not here: a Hindi sentence puts the verb last, so the web writes
 * those sentences whole.
 */
import type { GrievanceStatus } from '../../grievances.ts';
import type { MemberStatus, ModerationAction, ReportOutcome, ReportTargetType, Role } from '../../moderation.ts';
import type { ReportReason } from '../../safety.ts';

export const REPORT_REASONS_HI: Record<ReportReason, string> = {
  FAKE_PROFILE: 'फ़र्ज़ी प्रोफ़ाइल',
  ALREADY_MARRIED: 'पहले से विवाहित',
  ASKING_FOR_MONEY: 'पैसे मांग रहे हैं',
  HARASSMENT: 'उत्पीड़न',
  INAPPROPRIATE_PHOTO: 'आपत्तिजनक फ़ोटो',
  SPAM: 'स्पैम या अनचाहे संदेश',
  OTHER: 'अन्य',
};

export const REPORT_OUTCOMES_HI: Record<ReportOutcome, string> = {
  ACTION_TAKEN: 'कार्रवाई की गई',
  NO_ACTION: 'कार्रवाई की ज़रूरत नहीं',
};

export const GRIEVANCE_STATUSES_HI: Record<GrievanceStatus, string> = {
  OPEN: 'प्राप्त हुई',
  ACKNOWLEDGED: 'स्वीकार की गई',
  RESOLVED: 'निपटाई गई',
};

export const ROLES_HI: Record<Role, string> = { MEMBER: 'सदस्य', MODERATOR: 'मॉडरेटर', ADMIN: 'एडमिन' };

export const MEMBER_STATUSES_HI: Record<MemberStatus, string> = {
  ACTIVE: 'सक्रिय',
  SUSPENDED: 'निलंबित',
  BANNED: 'प्रतिबंधित',
};

export const REPORT_TARGETS_HI: Record<ReportTargetType, string> = {
  USER: 'सदस्य',
  POST: 'पोस्ट',
  COMMENT: 'टिप्पणी',
  MESSAGE: 'संदेश',
};

export const MODERATION_ACTIONS_HI: Record<ModerationAction, string> = {
  DISMISS: 'ख़ारिज करें',
  REMOVE_CONTENT: 'सामग्री हटाएं',
  WARN: 'चेतावनी दें',
  SUSPEND: 'निलंबित करें',
  BAN: 'प्रतिबंधित करें',
};
