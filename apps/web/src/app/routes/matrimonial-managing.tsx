import { Navigate, useParams } from 'react-router';
import { ManagingPage } from '@/features/matrimonial/components/managing-page';

/** /matrimonial/family/{ownerId}: managing a family member's marriage profile. */
export function Component() {
  const { ownerId } = useParams();
  if (!ownerId) return <Navigate to="/matrimonial/family" replace />;
  return <ManagingPage ownerId={ownerId} profileHref={(id) => `/profile/${id}`} />;
}
