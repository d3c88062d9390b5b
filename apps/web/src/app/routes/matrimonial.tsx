import { MatchesPage } from '@/features/matrimonial/components/matches-page';

/** /matrimonial (and /matches): recommended profiles. */
export function Component() {
  return <MatchesPage profileHref={(id) => `/matrimonial/profile/${id}`} />;
}
