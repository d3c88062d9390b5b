import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { backgroundTasks } from '../../lib/background-tasks.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { PushSender } from '../push/push-delivery.ts';
import { NotificationsService, type NoticeInput, type NotifyInput } from './notifications.service.ts';

export { NotificationsService, previewOf, type NoticeInput, type NotifyInput } from './notifications.service.ts';

/** What `notify` needs; the Fastify instance has all of it (`notify(app, …)`). */
export interface NotifyDeps {
  db: Db;
  realtime: Realtime;
  push: PushSender;
  log: FastifyBaseLogger;
}

/**
 * Tells a member about something another member did (an interest, a comment, a reply, a like): stores it and sends
 * it to their open tabs. Never throws: a notification that cannot be stored must not undo what caused it.
 *
 * `await notify(app, { userId: post.userId, type: 'POST_LIKE', actorId: me, entityId: post.id })`
 */
export function notify(deps: NotifyDeps, input: NotifyInput): Promise<void> {
  return safely(deps, input.type, (service) => service.notify(input));
}

/** A notice from the service itself (moderation outcomes and notices); never throws either. */
export function notice(deps: NotifyDeps, input: NoticeInput): Promise<void> {
  return safely(deps, input.type, (service) => service.notice(input));
}

/**
 * The same for the posts area, which knows the post or comment rather than whom to tell (its author is looked up):
 * `void notifyAbout.postComment(app, { actorId: me, postId, commentId: comment.id, content })`.
 */
export const notifyAbout = {
  postComment: (deps: NotifyDeps, input: Parameters<NotificationsService['postComment']>[0]) =>
    safely(deps, 'POST_COMMENT', (service) => service.postComment(input)),
  commentReply: (deps: NotifyDeps, input: Parameters<NotificationsService['commentReply']>[0]) =>
    safely(deps, 'COMMENT_REPLY', (service) => service.commentReply(input)),
  postLike: (deps: NotifyDeps, input: Parameters<NotificationsService['postLike']>[0]) =>
    safely(deps, 'POST_LIKE', (service) => service.postLike(input)),
  /** For the chat: a message arrived in a chat its receiver does not have open. */
  messageReceived: (deps: NotifyDeps, input: Parameters<NotificationsService['messageReceived']>[0]) =>
    safely(deps, 'MESSAGE', (service) => service.messageReceived(input)),
};

/**
 * What the other areas' services need of notifications (a port, given to them by their routes): each call tells a
 * member about something another member did, stores it and sends it to their open tabs, and never throws.
 */
export interface Notifier {
  notify(input: NotifyInput): Promise<void>;
  postComment(input: Parameters<NotificationsService['postComment']>[0]): Promise<void>;
  commentReply(input: Parameters<NotificationsService['commentReply']>[0]): Promise<void>;
  postLike(input: Parameters<NotificationsService['postLike']>[0]): Promise<void>;
}

/** `new PostsService(app.db, app.media, notifierOf(app))` */
export function notifierOf(deps: NotifyDeps): Notifier {
  return {
    notify: (input) => notify(deps, input),
    postComment: (input) => notifyAbout.postComment(deps, input),
    commentReply: (input) => notifyAbout.commentReply(deps, input),
    postLike: (input) => notifyAbout.postLike(deps, input),
  };
}

async function safely(deps: NotifyDeps, type: string, task: (service: NotificationsService) => Promise<unknown>) {
  await backgroundTasks.track('notification', async () => {
    try {
      await task(new NotificationsService(deps.db, deps.realtime, deps.push));
    } catch (error) {
      deps.log.error({ err: error, type }, 'could not store a notification');
    }
  });
}
