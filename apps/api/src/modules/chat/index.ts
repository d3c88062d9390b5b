export { type ChatDeps, ChatService } from './chat.service.ts';
export { Presence } from './presence.ts';
