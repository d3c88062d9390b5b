import { SentInterestsPage } from '@/features/matrimonial/components/sent-interests-page';

/** /matrimonial/sent-interests. */
export function Component() {
  return <SentInterestsPage profileHref={(id) => `/matrimonial/profile/${id}`} />;
}
