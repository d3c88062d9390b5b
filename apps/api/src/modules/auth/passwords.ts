import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MIN } from '@samaj/shared';

/** OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane. */
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, checked against when the phone is unknown so both paths take as long. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}

/**
 * zxcvbn's list of ~49,000 leaked passwords, ranked; the ones long enough to pass the length rule. Read with the first
 * password checked, not at start: it costs the process ~10 MB that most of its life never needs.
 */
let commonPasswords: Promise<Set<string>> | undefined;
export function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).filter((password) => password.length >= PASSWORD_MIN)),
  );
  return commonPasswords;
}
const communityPatterns = [/^(samaj|india|bharat|jaihind|jaishreeram|password|welcome)@?\d{0,4}$/];

export async function isCommonPassword(password: string): Promise<boolean> {
  const lower = password.toLowerCase();
  return (await loadCommonPasswords()).has(lower) || communityPatterns.some((pattern) => pattern.test(lower));
}
