import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@samaj/shared/i18n/language';
import {
  OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_TTL_MINUTES,
  VERIFIED_SECRET_TTL_MINUTES,
  type AuthResult,
  type AuthTokens,
} from '@samaj/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/client.ts';
import type { OtpCodeRow } from '../../db/schema/index.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import type { WindowCounters } from '../../lib/window-counters.ts';
import { BannedPhones } from '../moderation/banned-phones.ts';
import { accountBanned, refuseUnlessActive } from '../moderation/member-status.ts';
import { toAuthUser } from '../users/index.ts';
import { AuthRepository } from './auth.repository.ts';
import { BackgroundOtpSender, type OtpPurpose, type OtpSender } from './otp-sender.ts';
import { decoyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { normalizePhone } from './phone.ts';
import { LoginThrottle, OtpSendLimits } from './throttles.ts';
import { type AccessTokens, otpCodeHash, randomOtpCode, randomToken, sha256 } from './tokens.ts';

/** The realtime connections of sessions (the realtime plugin): an ended session's open sockets are closed too. */
export type SessionSockets = Pick<Realtime, 'disconnectSessions'>;

export interface ClientMeta {
  /** As the socket (or the trusted proxy) gave it: shown in the member's list of sessions. */
  ip: string | null;
  /** What per-address limits count (lib/client-address.ts). */
  address: string;
  userAgent: string | null;
}

const MINUTE = 60_000;
const otpInvalid = () =>
  new AppError(400, 'OTP_INVALID', 'Invalid OTP', { errors: [{ path: 'otp', message: 'Invalid OTP' }] });
const otpExpired = (message: string) =>
  new AppError(400, 'OTP_EXPIRED', message, { errors: [{ path: 'otp', message }] });
const otpAlreadyUsed = () => otpExpired('This code was already used. Ask for a new one');
/** A verified code stays good for one signup or reset for this long. */
const verificationExpired = (verifiedAt: Date) =>
  Date.now() - verifiedAt.getTime() > VERIFIED_SECRET_TTL_MINUTES * MINUTE;

async function rejectCommonPassword(password: string) {
  if (await isCommonPassword(password)) {
    const message = 'This password is too common. Choose one that is harder to guess';
    throw badRequest(message, [{ path: 'password', message }]);
  }
}

/** Accounts: one-time codes, signup, login, sessions and password reset. */
export class AuthService {
  private readonly db: Db;
  private readonly repository: AuthRepository;
  private readonly config: Config;
  private readonly otpSender: BackgroundOtpSender;
  private readonly sendLimits: OtpSendLimits;
  private readonly loginThrottle: LoginThrottle;
  private readonly accessTokens: AccessTokens;
  private readonly sockets: SessionSockets;
  private readonly log: FastifyBaseLogger;

  constructor(deps: {
    db: Db;
    config: Config;
    otpSender: OtpSender;
    counters: WindowCounters;
    accessTokens: AccessTokens;
    sockets: SessionSockets;
    log: FastifyBaseLogger;
  }) {
    this.db = deps.db;
    this.repository = new AuthRepository(deps.db);
    this.config = deps.config;
    this.otpSender = new BackgroundOtpSender(deps.otpSender, deps.log);
    this.sendLimits = new OtpSendLimits(deps.config.rateLimit, this.repository);
    this.loginThrottle = new LoginThrottle(deps.counters, deps.config.rateLimit, this.repository);
    this.accessTokens = deps.accessTokens;
    this.sockets = deps.sockets;
    this.log = deps.log;
  }

  /**
   * Issues a code bound to a fresh secret. The answer is the same, in the same time, whether or not the number is
   * registered: a registered number gets a notice (signup) or nothing (reset) instead of the code, sent afterwards.
   *
   * The WhatsApp message is in the language of whoever reads it. A code is typed by the person asking, so it goes in
   * the language they asked in (`requested`: the web sends the language on screen as `Accept-Language`), else in the
   * member's stored language, else English. The "already registered" notice is read by the member who owns the number,
   * who may not be the one asking: always in the member's stored language.
   */
  async requestOtp(
    purpose: OtpPurpose,
    phoneInput: string,
    meta: ClientMeta,
    requested: Language | undefined,
  ): Promise<string> {
    const phoneNumber = normalizePhone(phoneInput);
    await this.sendLimits.enforce(phoneNumber, meta.address);

    const member = await this.repository.findUserByPhone(phoneNumber);
    const registered = member !== undefined;
    const id = this.repository.newOtpId();
    const secret = randomToken();
    const code = randomOtpCode(OTP_LENGTH);
    await this.repository.insertOtp({
      id,
      purpose,
      phoneNumber,
      codeHash: otpCodeHash(this.config.jwtSecret, id, code),
      secretHash: sha256(secret),
      ip: meta.address,
      expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * MINUTE),
    });

    const sendsCode = purpose === 'signup' ? !registered : registered;
    if (sendsCode)
      this.otpSender.sendCode(phoneNumber, code, purpose, requested ?? member?.language ?? DEFAULT_LANGUAGE);
    else if (member && purpose === 'signup') this.otpSender.sendAlreadyRegistered(phoneNumber, member.language);
    return secret;
  }

  /** Shutdown: codes being sent still go out. */
  finishSends(): Promise<void> {
    return this.otpSender.drain(10_000);
  }

  /** Checks a code once: a verified code cannot be verified again (single use, OWASP ASVS 6.5.1). */
  async verifyOtp(purpose: OtpPurpose, phoneInput: string, code: string, secret: string): Promise<{ verified: true }> {
    const phoneNumber = normalizePhone(phoneInput);
    const otp = await this.repository.findOtpBySecret(sha256(secret), purpose);
    if (!otp || otp.phoneNumber !== phoneNumber) throw otpInvalid();
    if (otp.verifiedAt) throw otpAlreadyUsed();
    if (otp.expiresAt.getTime() <= Date.now()) throw otpExpired('The code has expired. Ask for a new one');
    await this.tryCode(otp, code);
    // Two right answers at once: only the first verifies.
    if (!(await this.repository.markOtpVerified(otp.id))) throw otpAlreadyUsed();
    return { verified: true };
  }

  async signup(
    phoneInput: string,
    password: string,
    secret: string,
    meta: ClientMeta,
    { acceptedTermsVersion, language }: { acceptedTermsVersion: string | null; language: Language },
  ): Promise<AuthResult> {
    const phoneNumber = normalizePhone(phoneInput);
    await rejectCommonPassword(password);
    const otp = await this.repository.findOtpBySecret(sha256(secret), 'signup');
    if (!otp || otp.phoneNumber !== phoneNumber || !otp.verifiedAt) {
      throw badRequest('Verify your phone number first', [
        { path: 'secret', message: 'The phone number has not been verified' },
      ]);
    }
    if (otp.consumedAt) throw otpExpired('This verification was already used. Start again');
    if (verificationExpired(otp.verifiedAt)) throw otpExpired('Your verification has expired. Start again');
    if (await this.repository.findUserByPhone(phoneNumber)) throw this.alreadyRegistered();
    if (await new BannedPhones(this.db, this.config.moderation.phoneHashSecret).isBanned(phoneNumber)) {
      throw accountBanned('This phone number cannot be used for a new account');
    }

    const role = this.config.moderation.adminPhoneNumbers.includes(phoneNumber) ? 'ADMIN' : 'MEMBER';
    const passwordHash = await hashPassword(password);
    const user = await this.db.transaction(async (tx) => {
      const repository = new AuthRepository(tx);
      if (!(await repository.consumeOtp(otp.id))) throw otpExpired('This verification was already used. Start again');
      const created = await repository.createUser({
        phoneNumber,
        passwordHash,
        role,
        acceptedTermsVersion,
        termsAcceptedAt: acceptedTermsVersion ? new Date() : null,
        language,
      });
      if (!created) throw this.alreadyRegistered();
      return created;
    });
    return { ...(await this.startSession(user.id, meta)), user: toAuthUser(user) };
  }

  async login(phoneInput: string, password: string, meta: ClientMeta): Promise<AuthResult> {
    const user = await this.checkPassword(phoneInput, password, meta);
    if (user.eraseAt) {
      throw new AppError(403, 'ACCOUNT_PENDING_DELETION', 'This account is being deleted. Restore it to log in again', {
        data: { eraseAt: user.eraseAt.toISOString() },
      });
    }
    refuseUnlessActive(user);
    return { ...(await this.startSession(user.id, meta)), user: toAuthUser(user) };
  }

  /** "Restore my account" during the deletion grace period: the deletion is called off and a session starts. */
  async restore(phoneInput: string, password: string, meta: ClientMeta): Promise<AuthResult> {
    const user = await this.checkPassword(phoneInput, password, meta);
    if (!user.eraseAt) throw conflict('This account is not being deleted. Log in instead');
    refuseUnlessActive(user);
    if (!(await this.repository.cancelDeletion(user.id)))
      throw conflict('This account is not being deleted. Log in instead');
    return { ...(await this.startSession(user.id, meta)), user: toAuthUser(user) };
  }

  /** The account of a phone and password, throttled per phone and address like every login. */
  private async checkPassword(phoneInput: string, password: string, meta: ClientMeta) {
    let phoneNumber: string | null = null;
    try {
      phoneNumber = normalizePhone(phoneInput);
    } catch {
      // An unparseable number is simply not an account: same answer as a wrong password.
    }
    // Throttled by the number as written when it is not a number at all (it is then no account either).
    const throttleKey = phoneNumber ?? phoneInput.trim().slice(0, 30);
    await this.loginThrottle.check(throttleKey, meta.address);
    const user = phoneNumber ? await this.repository.findUserByPhone(phoneNumber) : undefined;
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
    if (!user || !valid) {
      await this.loginThrottle.failed(throttleKey, meta.address);
      throw unauthorized('Invalid credentials', 'INVALID_CREDENTIALS');
    }
    await this.loginThrottle.succeeded(throttleKey, meta.address);
    return user;
  }

  /** Rotates a refresh token. Presenting one that was already rotated revokes its whole family. */
  async refresh(token: string): Promise<AuthTokens> {
    const stored = await this.repository.findRefreshToken(sha256(token));
    if (!stored || stored.sessionRevokedAt) throw unauthorized('Invalid refresh token');
    if (stored.usedAt || !(await this.repository.useRefreshToken(stored.id, stored.sessionId))) {
      await this.repository.revokeSession(stored.sessionId, 'refresh token reused');
      this.endSessions([stored.sessionId]);
      this.log.warn({ sessionId: stored.sessionId }, 'refresh token reuse detected: session revoked');
      throw unauthorized('Invalid refresh token');
    }
    if (stored.expiresAt.getTime() <= Date.now()) throw unauthorized('Your session has expired', 'TOKEN_EXPIRED');
    return this.issueTokens(stored.userId, stored.sessionId);
  }

  async logout(token: string): Promise<void> {
    const stored = await this.repository.findRefreshToken(sha256(token));
    if (!stored) return;
    await this.repository.revokeSession(stored.sessionId, 'logout');
    this.endSessions([stored.sessionId]);
  }

  async logoutEverywhere(userId: string): Promise<void> {
    this.endSessions(await this.repository.revokeUserSessions(userId, 'logout everywhere'));
  }

  /** Needs a code verified first (verify-reset-request) and uses it up; wrong codes count against its tries. */
  async resetPassword(phoneInput: string, password: string, code: string, secret: string | undefined): Promise<void> {
    const phoneNumber = normalizePhone(phoneInput);
    await rejectCommonPassword(password);
    const otp = secret
      ? await this.repository.findOtpBySecret(sha256(secret), 'reset')
      : await this.repository.findLatestVerifiedResetOtp(
          phoneNumber,
          new Date(Date.now() - VERIFIED_SECRET_TTL_MINUTES * MINUTE),
        );
    if (otp && otp.phoneNumber !== phoneNumber) throw otpInvalid();
    if (!otp?.verifiedAt)
      throw badRequest('Verify the code first', [{ path: 'otp', message: 'Verify the code first' }]);
    if (otp.consumedAt) throw otpAlreadyUsed();
    if (verificationExpired(otp.verifiedAt)) throw otpExpired('Your verification has expired. Ask for a new code');
    await this.tryCode(otp, code);
    const user = await this.repository.findUserByPhone(phoneNumber);
    if (!user) throw otpInvalid();

    const passwordHash = await hashPassword(password);
    const revoked = await this.db.transaction(async (tx) => {
      const repository = new AuthRepository(tx);
      if (!(await repository.consumeOtp(otp.id))) throw otpExpired('This code was already used. Ask for a new one');
      await repository.updatePassword(user.id, passwordHash);
      return repository.revokeUserSessions(user.id, 'password reset');
    });
    this.endSessions(revoked);
    // Whoever made the failed logins does not have the new password: the member must be able to log in at once.
    await this.loginThrottle.forgetPhone(phoneNumber);
  }

  /** Settings: a new password needs the current one; every other session ends. */
  async changePassword(userId: string, sessionId: string, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.repository.findUserById(userId);
    if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
      throw badRequest('Current password is wrong', [
        { path: 'currentPassword', message: 'Current password is wrong' },
      ]);
    }
    await rejectCommonPassword(newPassword);
    const passwordHash = await hashPassword(newPassword);
    const revoked = await this.db.transaction(async (tx) => {
      const repository = new AuthRepository(tx);
      await repository.updatePassword(userId, passwordHash);
      return repository.revokeUserSessions(userId, 'password changed', sessionId);
    });
    this.endSessions(revoked);
  }

  /** After revoking sessions: their access tokens stop working at once here, and their open sockets close. */
  private endSessions(sessionIds: string[]) {
    this.accessTokens.forgetSessions(sessionIds);
    this.sockets.disconnectSessions(sessionIds);
  }

  /** Compares a code with its row, one of its tries each time (taken before comparing, so parallel guesses share them). */
  private async tryCode(otp: OtpCodeRow, code: string): Promise<void> {
    if (!(await this.repository.reserveOtpAttempt(otp.id, OTP_MAX_WRONG_TRIES))) {
      throw otpExpired('Too many wrong tries. Ask for a new code');
    }
    if (otpCodeHash(this.config.jwtSecret, otp.id, code) !== otp.codeHash) throw otpInvalid();
  }

  private async startSession(userId: string, meta: ClientMeta): Promise<AuthTokens> {
    const session = await this.repository.createSession({
      userId,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip,
    });
    await this.repository.rememberLoginAddress(userId, meta.address);
    return this.issueTokens(userId, session.id);
  }

  private async issueTokens(userId: string, sessionId: string): Promise<AuthTokens> {
    const refreshToken = randomToken();
    await this.repository.insertRefreshToken({
      sessionId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + this.config.refreshTokenTtlDays * 24 * 60 * MINUTE),
    });
    return { accessToken: await this.accessTokens.sign(userId, sessionId), refreshToken };
  }

  private alreadyRegistered() {
    return conflict('This phone number is already registered. Log in or reset your password');
  }
}

/** The auth service with what the app holds (`authServiceOf(app)`): the auth routes and account restore use it. */
export function authServiceOf(app: FastifyInstance): AuthService {
  return new AuthService({
    db: app.db,
    config: app.config,
    otpSender: app.otpSender,
    counters: app.windowCounters,
    accessTokens: app.accessTokens,
    sockets: app.realtime,
    log: app.log,
  });
}
