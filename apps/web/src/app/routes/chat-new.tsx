import { ArrowLeft, UserRoundX } from 'lucide-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useAuthState } from '@/features/auth/stores/auth-store';
import { useChatWith } from '@/features/chat/api/get-chat-with';
import { Conversation } from '@/features/chat/components/conversation';
import { ConversationFrame } from '@/features/chat/components/conversation-frame';
import { ApiError } from '@/lib/api-client';

/** /chat/new/{memberId}: opens the chat with that member, or a new one that the first message starts. */
export function Component() {
  const { userId = '' } = useParams();
  const { user } = useAuthState();
  const navigate = useNavigate();
  const chatWith = useChatWith(userId);

  if (chatWith.data?.chatId) return <Navigate to={`/chat/${chatWith.data.chatId}`} replace />;

  return (
    <ConversationFrame>
      {chatWith.isPending || !user ? (
        <div className="grid flex-1 place-items-center">
          <Spinner size="lg" label="Opening the conversation" />
        </div>
      ) : chatWith.isError ? (
        <div className="flex flex-1 flex-col items-center justify-center">
          {chatWith.error instanceof ApiError && chatWith.error.isClientError ? (
            <EmptyState
              icon={UserRoundX}
              title={chatWith.error.status === 400 ? 'You cannot chat with yourself' : 'This member is not available'}
              description="Find someone to talk to in Community."
              action={
                <Button asChild variant="outline">
                  <Link to="/chat">
                    <ArrowLeft aria-hidden />
                    Back to chats
                  </Link>
                </Button>
              }
            />
          ) : (
            <ErrorState
              error={chatWith.error}
              onRetry={() => void chatWith.refetch()}
              retrying={chatWith.isFetching}
              title="Could not open the conversation"
            />
          )}
        </div>
      ) : (
        <Conversation
          chatId={null}
          member={chatWith.data.user}
          meId={user.id}
          onStarted={(message) => void navigate(`/chat/${message.chatId}`, { replace: true })}
        />
      )}
    </ConversationFrame>
  );
}
