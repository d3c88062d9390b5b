import { Navigate, useParams } from 'react-router';
import { ManagedChatPage } from '@/features/matrimonial/components/managed-chat-page';

/** /matrimonial/family/{ownerId}/chat/{memberId}: writing for a family member whose profile I manage. */
export function Component() {
  const { ownerId, memberId } = useParams();
  if (!ownerId || !memberId) return <Navigate to="/matrimonial/family" replace />;
  return <ManagedChatPage ownerId={ownerId} memberId={memberId} />;
}
