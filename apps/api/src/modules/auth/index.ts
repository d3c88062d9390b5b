export { AccessTokens } from './tokens.ts';
export { AuthService, authServiceOf } from './auth.service.ts';
export { endAllSessions } from './end-sessions.ts';
export type { OtpSender, OtpPurpose } from './otp-sender.ts';
export { normalizePhone } from './phone.ts';
