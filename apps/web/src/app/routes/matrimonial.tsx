import { MarriageVisibilitySwitch } from '@/features/account/components/marriage-visibility-switch';
import { MatchesPage } from '@/features/matrimonial/components/matches-page';

/** /matrimonial (and /matches): recommended profiles, and the switch that hides my own profile for now. */
export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <MarriageVisibilitySwitch />
      <MatchesPage profileHref={(id) => `/matrimonial/profile/${id}`} />
    </div>
  );
}
