import type { FastifyInstance } from 'fastify';
import { maskPhone } from '../auth/phone.ts';
import { ModerationRepository } from './moderation.repository.ts';

/**
 * ADMIN_PHONE_NUMBERS names the first admins (Discourse's developer-emails pattern): signup gives them the role, and
 * every start gives it to those already signed up. Taking a number off the list does not demote anyone: an admin
 * does that in the console.
 */
export async function promoteConfiguredAdmins(app: Pick<FastifyInstance, 'db' | 'config' | 'log'>): Promise<void> {
  const promoted = await new ModerationRepository(app.db).promoteToAdmin(app.config.moderation.adminPhoneNumbers);
  for (const phoneNumber of promoted) app.log.info({ phoneNumber: maskPhone(phoneNumber) }, 'made admin by ADMIN_PHONE_NUMBERS');
}
