/**
 * The member and marriage profile's choices in Hindi, keyed by the API's enum values (or list values for religions
 * and incomes). Typed by the enums, so a new value without a Hindi label fails the typecheck.
 */
import type { genders } from '../../auth.ts';
import type { Diet, Manglik, MaritalStatus, MatchCriterion } from '../../matrimonial-criteria.ts';
import type {
  BodyType,
  FamilyType,
  HabitFrequency,
  InterestStatus,
  PhotoVisibility,
  ProfileCreator,
  SIBLING_MARITAL_STATUSES,
  SiblingRelation,
} from '../../matrimonial-values.ts';
import type { HindiTable } from './table.ts';

export const GENDERS_HI: Record<(typeof genders)[number], string> = { MALE: 'पुरुष', FEMALE: 'महिला', OTHER: 'अन्य' };

export const MARITAL_STATUSES_HI: Record<MaritalStatus, string> = {
  NEVER_MARRIED: 'अविवाहित',
  DIVORCED: 'तलाक़शुदा',
  WIDOWED: 'विधवा / विधुर',
  AWAITING_DIVORCE: 'तलाक़ की प्रक्रिया में',
};

export const MANGLIK_HI: Record<Manglik, string> = {
  YES: 'मांगलिक',
  NO: 'मांगलिक नहीं',
  ANSHIK: 'आंशिक मांगलिक',
  DONT_KNOW: 'पता नहीं',
};

export const DIETS_HI: Record<Diet, string> = {
  VEGETARIAN: 'शाकाहारी',
  EGGETARIAN: 'शाकाहारी, अंडा खाते हैं',
  NON_VEGETARIAN: 'मांसाहारी',
  VEGAN: 'वीगन (दूध-दही भी नहीं)',
};

export const FAMILY_TYPES_HI: Record<FamilyType, string> = { NUCLEAR: 'एकल परिवार', JOINT: 'संयुक्त परिवार' };

export const PROFILE_CREATORS_HI: Record<ProfileCreator, string> = {
  SELF: 'स्वयं',
  PARENT: 'माता-पिता',
  SIBLING: 'भाई या बहन',
  RELATIVE: 'रिश्तेदार',
  FRIEND: 'मित्र',
};

export const SIBLING_RELATIONS_HI: Record<SiblingRelation, string> = {
  ELDER_BROTHER: 'बड़े भाई',
  YOUNGER_BROTHER: 'छोटे भाई',
  ELDER_SISTER: 'बड़ी बहन',
  YOUNGER_SISTER: 'छोटी बहन',
};

export const SIBLING_MARITAL_STATUSES_HI: Record<(typeof SIBLING_MARITAL_STATUSES)[number], string> = {
  MARRIED: 'विवाहित',
  UNMARRIED: 'अविवाहित',
};

export const HABITS_HI: Record<HabitFrequency, string> = {
  NEVER: 'कभी नहीं',
  OCCASIONALLY: 'कभी-कभी',
  REGULARLY: 'नियमित रूप से',
};

export const BODY_TYPES_HI: Record<BodyType, string> = {
  SLIM: 'दुबला-पतला',
  AVERAGE: 'सामान्य',
  ATHLETIC: 'कसरती',
  HEAVY: 'भारी',
};

export const PHOTO_VISIBILITIES_HI: Record<PhotoVisibility, string> = {
  ALL: 'विवाह प्रोफ़ाइल वाले सभी सदस्य',
  ACCEPTED_INTERESTS: 'केवल जुड़े हुए सदस्य (जिनसे रुचि स्वीकार हुई)',
  NOBODY: 'केवल वे सदस्य जिनका फ़ोटो अनुरोध मैं मानूं',
};

export const INTEREST_STATUSES_HI: Record<InterestStatus, string> = {
  PENDING: 'जवाब का इंतज़ार',
  ACCEPTED: 'स्वीकार की गई',
  DECLINED: 'अस्वीकार की गई',
};

export const RELIGIONS_HI: HindiTable = {
  Hindu: 'हिंदू',
  Jain: 'जैन',
  Buddhist: 'बौद्ध',
  Sikh: 'सिख',
  Christian: 'ईसाई',
  Muslim: 'मुस्लिम',
  Parsi: 'पारसी',
  Jewish: 'यहूदी',
  'No religion': 'कोई धर्म नहीं',
  Other: 'अन्य',
};

export const FAMILY_INCOMES_HI: HindiTable = {
  'Below ₹3 lakh': '₹3 लाख से कम',
  '₹3–5 lakh': '₹3–5 लाख',
  '₹5–10 lakh': '₹5–10 लाख',
  '₹10–20 lakh': '₹10–20 लाख',
  '₹20–50 lakh': '₹20–50 लाख',
  '₹50 lakh–1 crore': '₹50 लाख–1 करोड़',
  'Above ₹1 crore': '₹1 करोड़ से अधिक',
  'Prefer not to say': 'बताना नहीं चाहते',
};

/** The partner-preference criteria, as the match reasons and filters name them. */
export const MATCH_CRITERIA_HI: Record<MatchCriterion, string> = {
  AGE: 'आयु',
  HEIGHT: 'लंबाई',
  MARITAL_STATUS: 'वैवाहिक स्थिति',
  EDUCATION: 'शिक्षा',
  OCCUPATION: 'पेशा',
  STATE: 'राज्य',
  CITY: 'शहर',
  MOTHER_TONGUE: 'मातृभाषा',
  DIET: 'खान-पान',
  MANGLIK: 'मांगलिक',
};
