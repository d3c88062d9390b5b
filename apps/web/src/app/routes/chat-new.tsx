import { useState } from 'react';
import { UserRoundX } from 'lucide-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAuthState } from '@/features/auth/stores/auth-store';
import { useChatWith } from '@/features/chat/api/get-chat-with';
import { Conversation } from '@/features/chat/components/conversation';
import { ConversationFrame } from '@/features/chat/components/conversation-frame';
import { ConversationLoadError, ConversationLoading } from '@/features/chat/components/conversation-load-state';
import { BlockedMemberNotice } from '@/features/safety/components/blocked-member-notice';
import { MemberSafetyMenu } from '@/features/safety/components/member-safety-menu';
import { ApiError } from '@/lib/api-client';
import { useLingui } from '@lingui/react/macro';

/** /chat/new/{memberId}: opens the chat with that member, or a new one that the first message starts. */
export function Component() {
  const { userId = '' } = useParams();
  const { user } = useAuthState();
  const navigate = useNavigate();
  const chatWith = useChatWith(userId);
  const { t } = useLingui();
  // Blocked from this header: no message can start the chat any more.
  const [blockedId, setBlockedId] = useState<string | null>(null);

  if (chatWith.data?.chatId) return <Navigate to={`/chat/${chatWith.data.chatId}`} replace />;

  return (
    <ConversationFrame>
      {chatWith.isPending || !user ? (
        <ConversationLoading label={t`Opening the conversation`} />
      ) : chatWith.isError ? (
        <ConversationLoadError
          query={chatWith}
          unavailable={{
            icon: UserRoundX,
            title:
              chatWith.error instanceof ApiError && chatWith.error.status === 400
                ? t`You cannot chat with yourself`
                : t`This member is not available`,
            description: t`Find someone to talk to in Community.`,
          }}
        />
      ) : (
        <Conversation
          chatId={null}
          member={chatWith.data.user}
          meId={user.id}
          onStarted={(message) => void navigate(`/chat/${message.chatId}`, { replace: true })}
          memberMenu={(member) => (
            <MemberSafetyMenu member={member} orientation="vertical" onBlocked={() => setBlockedId(member.id)} />
          )}
          closedNotice={
            blockedId === chatWith.data.user.id ? <BlockedMemberNotice name={chatWith.data.user.fullName} /> : undefined
          }
        />
      )}
    </ConversationFrame>
  );
}
