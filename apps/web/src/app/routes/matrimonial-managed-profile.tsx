import { Navigate, useParams } from 'react-router';
import { ManagedDetailsPage } from '@/features/matrimonial/components/managed-details-page';

/** /matrimonial/family/{ownerId}/profile: editing the marriage profile of a family member I manage. */
export function Component() {
  const { ownerId } = useParams();
  if (!ownerId) return <Navigate to="/matrimonial/family" replace />;
  return <ManagedDetailsPage ownerId={ownerId} />;
}
