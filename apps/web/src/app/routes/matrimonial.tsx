import { MarriageSafetyNotice } from '@/features/account/components/marriage-safety-notice';
import { MarriageVisibilitySwitch } from '@/features/account/components/marriage-visibility-switch';
import { MatchesPage } from '@/features/matrimonial/components/matches-page';

/** /matrimonial (and /matches): recommended profiles, the switch that hides my own profile for now, and the safety warning. */
export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <MarriageVisibilitySwitch />
      <MarriageSafetyNotice />
      <MatchesPage profileHref={(id) => `/matrimonial/profile/${id}`} />
    </div>
  );
}
