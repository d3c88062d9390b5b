import { InterestsPage } from '@/features/matrimonial/components/interests-page';

/** /matrimonial/interest: received and sent interests. */
export function Component() {
  return <InterestsPage profileHref={(id) => `/matrimonial/profile/${id}`} />;
}
