import { ChatPlaceholder } from '@/features/chat/components/chat-placeholder';

/** No conversation open: the placeholder. */
export function Component() {
  return <ChatPlaceholder />;
}
