import type { Config } from '../../config/index.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import type { WindowCounters } from '../../lib/window-counters.ts';
import type { AuthRepository } from './auth.repository.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** An address a member logged in from stays theirs this long after their last login from it. */
export const LOGIN_ADDRESS_MEMORY_DAYS = 90;

/**
 * How long a one-time code's row is kept: the longest window of OtpSendLimits below. A code itself dies in minutes;
 * the row (phone and requesting address) is only what those windows count.
 */
export const OTP_CODES_KEPT_MS = DAY;

const knownSince = () => new Date(Date.now() - LOGIN_ADDRESS_MEMORY_DAYS * DAY);

/**
 * Wrong passwords, counted per (phone, address) and per phone. The per-phone ceiling is far above the per-address
 * one and never applies to an address the member has logged in from: anyone can run into it on purpose, so it must
 * not lock the member out. A successful login forgets its address's failures; a completed reset forgets them all.
 */
export class LoginThrottle {
  private readonly counters: WindowCounters;
  private readonly limits: Config['rateLimit'];
  private readonly repository: AuthRepository;

  constructor(counters: WindowCounters, limits: Config['rateLimit'], repository: AuthRepository) {
    this.counters = counters;
    this.limits = limits;
    this.repository = repository;
  }

  /** Before the password is checked (argon2 is the expensive part), so a throttled attempt costs nothing. */
  async check(phone: string, address: string): Promise<void> {
    if (!this.limits.enabled) return;
    const count = await this.counters.read(subject(phone), address);
    const fromHere = count.fromSource >= this.limits.loginFailuresPerPhoneAndIpPer15Min;
    const fromEverywhere =
      count.total >= this.limits.loginFailuresPerPhonePer15Min &&
      !(await this.repository.isKnownLoginAddress(phone, address, knownSince()));
    if (fromHere || fromEverywhere) {
      throw tooManyRequests('Too many failed logins for this number. Try again later or reset your password', count.retryAfterMs / 1000);
    }
  }

  async failed(phone: string, address: string): Promise<void> {
    if (this.limits.enabled) await this.counters.add(subject(phone), address, 15 * MINUTE);
  }

  async succeeded(phone: string, address: string): Promise<void> {
    await this.counters.clear(subject(phone), address);
  }

  async forgetPhone(phone: string): Promise<void> {
    await this.counters.clear(subject(phone));
  }
}

const subject = (phone: string) => `login:${phone}`;

/**
 * One-time code sends. Per (phone, address) budgets are the member's own; the per-phone daily ceiling carries the
 * codes' security (each send allows 5 guesses: docs/SECURITY.md) and never applies to an address the member has
 * logged in from, so that whoever exhausts it cannot block the member's recovery from home. Per address, a ceiling
 * a town behind one NAT address does not reach caps the WhatsApp bill an abuser can run up.
 */
export class OtpSendLimits {
  private readonly limits: Config['rateLimit'];
  private readonly repository: AuthRepository;

  constructor(limits: Config['rateLimit'], repository: AuthRepository) {
    this.limits = limits;
    this.repository = repository;
  }

  async enforce(phoneNumber: string, address: string): Promise<void> {
    const limits = this.limits;
    const windows = [
      { filter: { phoneNumber, ip: address }, ms: 15 * MINUTE, max: limits.otpSendsPerPhoneAndIpPer15Min },
      { filter: { phoneNumber, ip: address }, ms: OTP_CODES_KEPT_MS, max: limits.otpSendsPerPhoneAndIpPerDay },
      { filter: { ip: address }, ms: 60 * MINUTE, max: limits.otpSendsPerIpPerHour },
      { filter: { phoneNumber }, ms: OTP_CODES_KEPT_MS, max: limits.otpSendsPerPhonePerDay, exemptsKnownAddress: true },
    ];
    const now = Date.now();
    for (const window of windows) {
      const { count, oldest } = await this.repository.countOtpSends(window.filter, new Date(now - window.ms));
      if (count < window.max) continue;
      if (window.exemptsKnownAddress && (await this.repository.isKnownLoginAddress(phoneNumber, address, knownSince()))) continue;
      const retryAfterSeconds = oldest ? (oldest.getTime() + window.ms - now) / 1000 : window.ms / 1000;
      throw tooManyRequests('Too many codes requested. Please try again later', retryAfterSeconds);
    }
  }
}
