/** Business constants shared by the API and the web app. */
export const PAGE_SIZE = {
  posts: 8,
  comments: 8,
  userSearch: 8,
  community: 6,
  recommendedProfiles: 5,
  interests: 10,
  sentInterestsScreen: 8,
  blocks: 10,
  matrimonialSearch: 10,
  chatMessages: 20,
} as const;

export const MAX_PAGE_LIMIT = 50;
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** A typing indicator that hears nothing more for this long goes away (a lost "stopped typing"). */
export const TYPING_TIMEOUT_MS = 6000;
export const OTP_LENGTH = 4;
export const SEARCH_MIN_CHARS = 2;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;
export const VERIFIED_SECRET_TTL_MINUTES = 15;
export const MIN_MEMBER_AGE = 18;

export const HELP_KEYWORD_MAX_LENGTH = 60;
export const HELP_KEYWORDS_MAX = 20;

/** TanStack Query defaults: fresh 5 minutes, kept 5 minutes, 3 retries doubling 1 s → 30 s. */
export const QUERY_STALE_MS = 5 * 60 * 1000;
export const QUERY_GC_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;

/** Browser storage keys. Only `auth` holds the persisted auth state. */
export const STORAGE_KEYS = {
  auth: 'auth',
  authToken: 'auth_token',
  refreshToken: 'refresh_token',
  userData: 'user_data',
  theme: 'theme',
  language: 'language',
  registerSecret: 'register_secret_key',
  forgetPassSecret: 'forget_pass_secret_key',
} as const;
export const AUTH_PERSIST_TIMEOUT_MS = 5000;

/** The Terms of Use and Privacy Policy in force (their date): what signup's tick box records. */
export const TERMS_VERSION = '2026-11-26';
