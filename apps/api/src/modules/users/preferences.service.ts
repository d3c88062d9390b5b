import type { UserPreferences, UserPreferencesBody } from '@samaj/shared/users';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { Presence } from '../chat/index.ts';
import { UsersRepository } from './users.repository.ts';

/** `PUT /user/preferences`: each setting sent is saved; the answer holds them all. */
export class PreferencesService {
  private readonly repository: UsersRepository;
  private readonly presence: Presence;
  constructor(db: Db, realtime: Realtime) {
    this.repository = new UsersRepository(db);
    this.presence = new Presence(db, realtime);
  }

  async update(userId: string, body: UserPreferencesBody): Promise<UserPreferences> {
    // Presence first: turning "Show when I'm online" off tells the others before the answer returns.
    if (body.showOnline !== undefined) await this.presence.setShowOnline(userId, body.showOnline);
    const changes = {
      ...(body.language ? { language: body.language } : {}),
      ...(body.avatarVisibility ? { avatarVisibility: body.avatarVisibility } : {}),
    };
    const user =
      Object.keys(changes).length > 0
        ? await this.repository.update(userId, changes)
        : await this.repository.findById(userId);
    if (!user) throw notFound('Member not found');
    return { language: user.language, showOnline: user.showOnline, avatarVisibility: user.avatarVisibility };
  }
}
