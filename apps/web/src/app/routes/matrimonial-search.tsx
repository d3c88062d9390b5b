import { MarriageSafetyNotice } from '@/features/account/components/marriage-safety-notice';
import { SearchPage } from '@/features/matrimonial/components/search-page';

/** /matrimonial/search; a result opens /matrimonial/search/profile?id=… (SPEC §2). The safety warning on top. */
export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <MarriageSafetyNotice />
      <SearchPage profileHref={(id) => `/matrimonial/search/profile?id=${encodeURIComponent(id)}`} />
    </div>
  );
}
