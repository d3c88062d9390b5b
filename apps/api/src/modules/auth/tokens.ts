import { createHash, createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { uuidParam } from '@samaj/shared';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { AuthRepository } from './auth.repository.ts';

/** How long this process trusts that a session is still open before asking the database again. */
const SESSION_CACHE_MS = 30_000;
/** Tokens whose signature this process has already checked; a phone sends the same one for up to 15 minutes. */
const MAX_VERIFIED_TOKENS = 20_000;

interface VerifiedToken {
  user: AuthenticatedUser;
  expiresAtMs: number;
}

/**
 * Short-lived access JWTs (HS256) that carry the user and the session they belong to.
 * Verification also checks that the session was not revoked (logout, password reset).
 */
export class AccessTokens {
  /** Imported once: jose re-imports raw key bytes on every call. */
  private readonly key: KeyObject;
  private readonly ttlSeconds: number;
  private readonly repository: AuthRepository;
  /** Session id → its user and until when it is trusted to be open. */
  private readonly openSessions = new Map<string, { userId: string; until: number }>();
  private readonly verifiedTokens = new Map<string, VerifiedToken>();

  constructor(db: Db, config: Config) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    this.ttlSeconds = config.accessTokenTtlSeconds;
    this.repository = new AuthRepository(db);
  }

  sign(userId: string, sessionId: string): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<AuthenticatedUser> {
    const verified = this.verifiedTokens.get(token) ?? (await this.verifySignature(token));
    if (verified.expiresAtMs <= Date.now()) {
      this.verifiedTokens.delete(token);
      throw unauthorized('Your session has expired', 'TOKEN_EXPIRED');
    }
    if (!(await this.isSessionOpen(verified.user))) {
      throw unauthorized('Your session has ended', 'TOKEN_EXPIRED');
    }
    return verified.user;
  }

  /** Checking the signature is most of the cost of an authenticated request, so a checked token is remembered. */
  private async verifySignature(token: string): Promise<VerifiedToken> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('Your session has expired', 'TOKEN_EXPIRED');
      throw unauthorized('Invalid access token');
    }
    const userId = payload.sub;
    const sessionId = payload['sid'];
    // Ids that are not UUIDs are refused here: the database would fail on them (a 500, not a 401).
    const wellFormed = uuidParam.safeParse(userId).success && uuidParam.safeParse(sessionId).success;
    if (typeof userId !== 'string' || typeof sessionId !== 'string' || !wellFormed || typeof payload.exp !== 'number') {
      throw unauthorized('Invalid access token');
    }
    const verified = { user: { id: userId, sessionId }, expiresAtMs: payload.exp * 1000 };
    if (this.verifiedTokens.size >= MAX_VERIFIED_TOKENS) this.verifiedTokens.clear();
    this.verifiedTokens.set(token, verified);
    return verified;
  }

  /** Forgets cached sessions at once in this process (other processes notice within 30 s). */
  forgetSessions(sessionIds: readonly string[]) {
    for (const id of sessionIds) this.openSessions.delete(id);
  }

  /** Whether the session is open and belongs to the token's user. */
  private async isSessionOpen({ id: userId, sessionId }: AuthenticatedUser): Promise<boolean> {
    const cached = this.openSessions.get(sessionId);
    if (cached && cached.until > Date.now()) return cached.userId === userId;
    const open = await this.repository.isSessionOpen(sessionId, userId);
    if (open) {
      if (this.openSessions.size > 50_000) this.openSessions.clear();
      this.openSessions.set(sessionId, { userId, until: Date.now() + SESSION_CACHE_MS });
    } else {
      this.openSessions.delete(sessionId);
    }
    return open;
  }
}

/** An opaque 256-bit token for the client; only its SHA-256 is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** OTP codes are hashed with a server-side key: a leaked table alone does not reveal 4-digit codes. */
export function otpCodeHash(key: string, otpId: string, code: string): string {
  return createHmac('sha256', key).update(`${otpId}:${code}`).digest('base64url');
}

export function randomOtpCode(length: number): string {
  const max = 10 ** length;
  return String(randomBytes(4).readUInt32BE(0) % max).padStart(length, '0');
}
