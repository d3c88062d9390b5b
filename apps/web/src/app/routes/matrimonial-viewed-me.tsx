import { ViewedMePage } from '@/features/matrimonial/components/viewed-me-page';

/** /matrimonial/viewed-me. */
export function Component() {
  return (
    <ViewedMePage
      profileHref={(id) => `/matrimonial/profile/${id}`}
      settingsHref="/profile?page=matrimonialdetails#browse-privately"
    />
  );
}
