import { readInput, typingInput } from '@samaj/shared/chat';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { ChatService } from './chat.service.ts';

/** A tab may repeat "typing" for the same chat at most this often (the web app sends it every few seconds). */
const TYPING_MIN_INTERVAL_MS = 1000;

/** The chat's client events and its presence announcements. */
export function listenToChatEvents(app: FastifyInstance, service: ChatService): void {
  app.realtime.onPresence((userId, isOnline) => service.announcePresence(userId, isOnline));

  app.realtime.onConnection((socket) => {
    const { userId } = socket.data;
    const lastTyping = new Map<string, { at: number; isTyping: boolean }>();

    socket.on('typing', (input) => {
      const parsed = typingInput.safeParse(input);
      if (!parsed.success) return;
      const { chatId, isTyping } = parsed.data;
      const previous = lastTyping.get(chatId);
      const now = Date.now();
      if (previous && previous.isTyping === isTyping && now - previous.at < TYPING_MIN_INTERVAL_MS) return;
      if (lastTyping.size > 100) lastTyping.clear();
      lastTyping.set(chatId, { at: now, isTyping });
      service.relayTyping(userId, chatId, isTyping).catch((error: unknown) => {
        app.log.error({ err: error }, 'typing relay failed');
      });
    });

    socket.on('message:read', (input, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = readInput.safeParse(input);
      if (!parsed.success) {
        reply({ ok: false, message: 'chatId: Must be a valid id' });
        return;
      }
      service.markRead(userId, parsed.data.chatId).then(
        () => reply({ ok: true }),
        (error: unknown) => {
          if (!(error instanceof AppError)) app.log.error({ err: error }, 'marking messages read failed');
          reply({ ok: false, message: error instanceof AppError ? error.message : 'Something went wrong' });
        },
      );
    });
  });
}
