import { z } from 'zod';
import { loginBody } from './auth.ts';
import { PASSWORD_MAX } from './constants.ts';
import { uuidParam } from './envelope.ts';
import { grievanceOfficer } from './grievances.ts';
import { passwordText } from './text.ts';

/** One login session of mine (GET /auth/sessions). `device` is read from the browser's user agent. */
export const accountSession = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const sessionIdParams = z.object({ id: uuidParam });

/** GET /legal: what the Terms and Privacy pages fill in from the server's configuration. */
export const legalNotice = z.object({
  termsVersion: z.string(),
  operator: z.object({ name: z.string(), email: z.string(), address: z.string().nullable() }),
  grievanceOfficer,
  /** Days from "Delete my account" to the erasure. */
  deletionGraceDays: z.number(),
});
export type LegalNotice = z.infer<typeof legalNotice>;

/** DELETE /account: the member's password, to be sure it is them. */
export const deleteAccountBody = z.object({
  password: passwordText().min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});

/** POST /account/restore: the phone number and password, as at login. */
export const restoreAccountBody = loginBody;

/** PUT /matrimonial/profile/visibility: hide my marriage profile for now (engaged, a break), or show it again. */
export const profileVisibility = z.object({ visible: z.boolean({ message: 'visible must be true or false' }) });
