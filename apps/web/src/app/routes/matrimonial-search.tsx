import { MarriageSafetyNotice } from '@/features/account/components/marriage-safety-notice';
import { SearchPage } from '@/features/matrimonial/components/search-page';

/** /matrimonial/search, with the safety warning on top; a result opens /matrimonial/search/profile?id=…. */
export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <MarriageSafetyNotice />
      <SearchPage profileHref={(id) => `/matrimonial/search/profile?id=${encodeURIComponent(id)}`} />
    </div>
  );
}
