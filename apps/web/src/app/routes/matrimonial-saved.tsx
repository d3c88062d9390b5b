import { ShortlistPage } from '@/features/matrimonial/components/shortlist-page';

/** /matrimonial/saved. */
export function Component() {
  return <ShortlistPage profileHref={(id) => `/matrimonial/profile/${id}`} />;
}
