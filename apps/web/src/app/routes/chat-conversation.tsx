import { ArrowLeft, MessageCircleOff } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useAuthState } from '@/features/auth/stores/auth-store';
import { useParticipant } from '@/features/chat/api/get-participant';
import { Conversation } from '@/features/chat/components/conversation';
import { ConversationFrame } from '@/features/chat/components/conversation-frame';
import { ApiError } from '@/lib/api-client';

/** /chat/{id}: one of my conversations. */
export function Component() {
  const { chatId = '' } = useParams();
  const { user } = useAuthState();
  const participant = useParticipant(chatId);

  return (
    <ConversationFrame>
      {participant.isPending || !user ? (
        <div className="grid flex-1 place-items-center">
          <Spinner size="lg" label="Loading the conversation" />
        </div>
      ) : participant.isError ? (
        <div className="flex flex-1 flex-col items-center justify-center">
          {participant.error instanceof ApiError && participant.error.isClientError ? (
            <EmptyState
              icon={MessageCircleOff}
              title="This conversation is not available"
              description="It may have been removed, or the link is wrong."
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
              error={participant.error}
              onRetry={() => void participant.refetch()}
              retrying={participant.isFetching}
              title="Could not open the conversation"
            />
          )}
        </div>
      ) : (
        <Conversation key={chatId} chatId={chatId} member={participant.data} meId={user.id} />
      )}
    </ConversationFrame>
  );
}
