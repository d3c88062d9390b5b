import { useState } from 'react';
import { MessageCircleOff } from 'lucide-react';
import { useParams } from 'react-router';
import { useAuthState } from '@/features/auth/stores/auth-store';
import { useParticipant } from '@/features/chat/api/get-participant';
import { Conversation } from '@/features/chat/components/conversation';
import { ConversationFrame } from '@/features/chat/components/conversation-frame';
import { ConversationLoadError, ConversationLoading } from '@/features/chat/components/conversation-load-state';
import { BlockedMemberNotice } from '@/features/safety/components/blocked-member-notice';
import { MemberSafetyMenu } from '@/features/safety/components/member-safety-menu';
import { MessageReportMenu } from '@/features/safety/components/message-report-menu';

/** /chat/{id}: one of my conversations. */
export function Component() {
  const { chatId = '' } = useParams();
  const { user } = useAuthState();
  const participant = useParticipant(chatId);
  // Blocked from this header: the history stays for the member who blocked (the API keeps it), new messages stop.
  const [blockedId, setBlockedId] = useState<string | null>(null);

  return (
    <ConversationFrame>
      {participant.isPending || !user ? (
        <ConversationLoading label="Loading the conversation" />
      ) : participant.isError ? (
        <ConversationLoadError
          query={participant}
          unavailable={{
            icon: MessageCircleOff,
            title: 'This conversation is not available',
            description: 'It may have been removed, or the link is wrong.',
          }}
        />
      ) : (
        <Conversation
          key={chatId}
          chatId={chatId}
          member={participant.data}
          meId={user.id}
          memberMenu={(member) => (
            <MemberSafetyMenu member={member} orientation="vertical" onBlocked={() => setBlockedId(member.id)} />
          )}
          messageMenu={(message, menu) => <MessageReportMenu messageId={message.id} {...menu} />}
          closedNotice={
            blockedId === participant.data.id ? <BlockedMemberNotice name={participant.data.fullName} /> : undefined
          }
        />
      )}
    </ConversationFrame>
  );
}
