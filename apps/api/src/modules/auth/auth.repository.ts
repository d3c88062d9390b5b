import { and, eq, gt, gte, isNotNull, isNull, lt, sql, desc } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Language } from '@samaj/shared/i18n/language';
import type { DbOrTx } from '../../db/client.ts';
import { loginAddresses, otpCodes, refreshTokens, sessions, users } from '../../db/schema/index.ts';
import type { OtpPurpose } from './otp-sender.ts';

export class AuthRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  async findUserByPhone(phoneNumber: string) {
    const [user] = await this.db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
    return user;
  }

  async findUserById(id: string) {
    const [user] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  }

  /** Returns undefined when the phone number is taken (a concurrent signup won). */
  async createUser(values: {
    phoneNumber: string;
    passwordHash: string;
    role: 'MEMBER' | 'ADMIN';
    acceptedTermsVersion: string | null;
    termsAcceptedAt: Date | null;
    language: Language;
  }) {
    const [user] = await this.db.insert(users).values(values).onConflictDoNothing({ target: users.phoneNumber }).returning();
    return user;
  }

  async updatePassword(userId: string, passwordHash: string) {
    await this.db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userId));
  }

  /** Calls off a pending deletion; false when there was none (restored already, or erased). */
  async cancelDeletion(userId: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ deletionRequestedAt: null, eraseAt: null })
      .where(and(eq(users.id, userId), isNotNull(users.eraseAt)))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  /** Starts the deletion: the account is unlisted at once and erased at `eraseAt`. */
  async requestDeletion(userId: string, eraseAt: Date): Promise<void> {
    await this.db.update(users).set({ deletionRequestedAt: new Date(), eraseAt }).where(eq(users.id, userId));
  }

  async createSession(values: { userId: string; userAgent: string | null; ip: string | null }) {
    const [session] = await this.db.insert(sessions).values(values).returning({ id: sessions.id });
    return session!;
  }

  async isSessionOpen(sessionId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .limit(1);
    return row !== undefined;
  }

  async revokeSession(sessionId: string, reason: string) {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** A member's open sessions used since `usedSince` (older ones cannot be refreshed any more), the newest used first. */
  async listOpenSessions(userId: string, usedSince: Date) {
    return this.db
      .select({ id: sessions.id, userAgent: sessions.userAgent, ip: sessions.ip, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.lastUsedAt, usedSince)))
      .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  }

  /** Revokes one open session of this user; false when there is none such (another member's, or ended already). */
  async revokeOwnSession(userId: string, sessionId: string, reason: string): Promise<boolean> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length === 1;
  }

  /** Revokes every open session of a user (except one, if given) and returns their ids. */
  async revokeUserSessions(userId: string, reason: string, exceptSessionId?: string): Promise<string[]> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (exceptSessionId) conditions.push(sql`${sessions.id} <> ${exceptSessionId}`);
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(...conditions))
      .returning({ id: sessions.id });
    return rows.map((row) => row.id);
  }

  async insertRefreshToken(values: { sessionId: string; tokenHash: string; expiresAt: Date }) {
    await this.db.insert(refreshTokens).values(values);
  }

  async findRefreshToken(tokenHash: string) {
    const [row] = await this.db
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        userId: sessions.userId,
        sessionRevokedAt: sessions.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /** Marks a refresh token used; false when another request used it first. */
  async useRefreshToken(id: string, sessionId: string): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (rows.length === 1) await this.db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
    return rows.length === 1;
  }

  newOtpId(): string {
    return uuidv7();
  }

  async insertOtp(values: typeof otpCodes.$inferInsert) {
    await this.db.insert(otpCodes).values(values);
  }

  /** Codes sent in a window, to a phone, to an address, or to a phone from an address; and when the oldest was. */
  async countOtpSends(filter: { phoneNumber?: string; ip?: string }, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const conditions = [gte(otpCodes.createdAt, since)];
    if (filter.phoneNumber !== undefined) conditions.push(eq(otpCodes.phoneNumber, filter.phoneNumber));
    if (filter.ip !== undefined) conditions.push(eq(otpCodes.ip, filter.ip));
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${otpCodes.createdAt})` })
      .from(otpCodes)
      .where(and(...conditions));
    return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  /** One-time codes sent before `before`: spent, and past every rate-limit window that counts them. */
  async deleteOtpCodesSentBefore(before: Date): Promise<void> {
    await this.db.delete(otpCodes).where(lt(otpCodes.createdAt, before));
  }

  async rememberLoginAddress(userId: string, address: string) {
    await this.db
      .insert(loginAddresses)
      .values({ userId, address })
      .onConflictDoUpdate({ target: [loginAddresses.userId, loginAddresses.address], set: { lastLoginAt: new Date() } });
  }

  /** Whether the account of this phone (if any) logged in from the address since the date: one query either way. */
  async isKnownLoginAddress(phoneNumber: string, address: string, since: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: loginAddresses.userId })
      .from(loginAddresses)
      .innerJoin(users, eq(users.id, loginAddresses.userId))
      .where(and(eq(users.phoneNumber, phoneNumber), eq(loginAddresses.address, address), gt(loginAddresses.lastLoginAt, since)))
      .limit(1);
    return row !== undefined;
  }

  async findOtpBySecret(secretHash: string, purpose: OtpPurpose) {
    const [row] = await this.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.secretHash, secretHash), eq(otpCodes.purpose, purpose)))
      .limit(1);
    return row;
  }

  /** The newest unused reset code of a phone verified since `verifiedSince` (reset-password without its secret). */
  async findLatestVerifiedResetOtp(phoneNumber: string, verifiedSince: Date) {
    const [row] = await this.db
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.phoneNumber, phoneNumber),
          eq(otpCodes.purpose, 'reset'),
          gt(otpCodes.verifiedAt, verifiedSince),
          isNull(otpCodes.consumedAt),
        ),
      )
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Takes one of a code's tries before it is compared, so parallel guesses cannot exceed the limit.
   * Returns false when the code has no tries left.
   */
  async reserveOtpAttempt(id: string, maxWrongAttempts: number): Promise<boolean> {
    const rows = await this.db
      .update(otpCodes)
      .set({ wrongAttempts: sql`${otpCodes.wrongAttempts} + 1` })
      .where(and(eq(otpCodes.id, id), lt(otpCodes.wrongAttempts, maxWrongAttempts)))
      .returning({ id: otpCodes.id });
    return rows.length === 1;
  }

  /** The code was right: gives the reserved try back and records the verification; false when it was verified already. */
  async markOtpVerified(id: string): Promise<boolean> {
    const rows = await this.db
      .update(otpCodes)
      .set({ wrongAttempts: sql`${otpCodes.wrongAttempts} - 1`, verifiedAt: new Date() })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.verifiedAt)))
      .returning({ id: otpCodes.id });
    return rows.length === 1;
  }

  /** Uses a verified code up; false when it was already used. */
  async consumeOtp(id: string): Promise<boolean> {
    const rows = await this.db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    return rows.length === 1;
  }
}
