import { SearchPage } from '@/features/matrimonial/components/search-page';

/** /matrimonial/search; a result opens /matrimonial/search/profile?id=…. */
export function Component() {
  return <SearchPage profileHref={(id) => `/matrimonial/search/profile?id=${encodeURIComponent(id)}`} />;
}
