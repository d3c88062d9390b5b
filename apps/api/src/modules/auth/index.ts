export { AccessTokens } from './tokens.ts';
export { AuthService } from './auth.service.ts';
export type { OtpSender, OtpPurpose } from './otp-sender.ts';
