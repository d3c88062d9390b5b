import { ChatPlaceholder } from '@/features/chat/components/chat-placeholder';

/** No conversation open: SPEC §2's placeholder. */
export function Component() {
  return <ChatPlaceholder />;
}
