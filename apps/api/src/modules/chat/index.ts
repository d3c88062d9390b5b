export { ChatService } from './chat.service.ts';
