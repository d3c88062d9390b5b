export { type ChatDeps, ChatService } from './chat.service.ts';
