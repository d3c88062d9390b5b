import { useAuthState } from '@/features/auth/stores/auth-store';
import { FamilyPage } from '@/features/matrimonial/components/family-page';

/** /matrimonial/family: family co-managers and contact views (open without a marriage profile: family members). */
export function Component() {
  const { user } = useAuthState();
  return <FamilyPage hasMarriageProfile={user?.isMatrimonialProfile ?? false} />;
}
