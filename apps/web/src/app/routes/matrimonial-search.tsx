import { SearchPage } from '@/features/matrimonial/components/search-page';

/** /matrimonial/search; a result opens /matrimonial/search/profile?id=… (SPEC §2). */
export function Component() {
  return <SearchPage profileHref={(id) => `/matrimonial/search/profile?id=${encodeURIComponent(id)}`} />;
}
