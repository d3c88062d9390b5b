import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';

/** The spinner in the middle of the conversation frame while it opens. */
export function ConversationLoading({ label }: { label: string }) {
  return (
    <div className="grid flex-1 place-items-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}

export interface ConversationLoadErrorProps {
  /** The failed query that opens the conversation. */
  query: { error: unknown; refetch: () => unknown; isFetching: boolean };
  /** For a client error (4xx): the conversation cannot be had, and the member goes back to the inbox. */
  unavailable: { icon: LucideIcon; title: ReactNode; description: string };
}

/** A conversation that did not open: "not available" with "Back to chats", or the error with "Try again". */
export function ConversationLoadError({ query, unavailable }: ConversationLoadErrorProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-1 flex-col items-center justify-center">
      {query.error instanceof ApiError && query.error.isClientError ? (
        <EmptyState {...unavailable} link={{ to: '/chat', label: t`Back to chats`, icon: ArrowLeft }} />
      ) : (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title={t`Could not open the conversation`}
        />
      )}
    </div>
  );
}
