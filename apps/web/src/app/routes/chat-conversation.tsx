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
import { useLingui } from '@lingui/react/macro';

/** /chat/{id}: one of my conversations. */
export function Component() {
  const { chatId = '' } = useParams();
  const { user } = useAuthState();
  const participant = useParticipant(chatId);
  const { t } = useLingui();
  // Blocked from this header: the history stays for the member who blocked (the API keeps it), new messages stop.
  const [blockedId, setBlockedId] = useState<string | null>(null);

  return (
    <ConversationFrame>
      {participant.isPending || !user ? (
        <ConversationLoading label={t`Loading the conversation`} />
      ) : participant.isError ? (
        <ConversationLoadError
          query={participant}
          unavailable={{
            icon: MessageCircleOff,
            title: t`This conversation is not available`,
            description: t`It may have been removed, or the link is wrong.`,
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
