import { z } from 'zod';
import { uuidParam } from './envelope.ts';

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
