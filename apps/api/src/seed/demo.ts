import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';

/** Seeds the demo community on first start. PLACEHOLDER: being written. */
export async function seedDemoCommunityIfEmpty(_db: Db, _log: FastifyBaseLogger): Promise<void> {}
