import { LegalPage } from '@/features/account/components/legal-page';
import { PrivacyContent } from '@/features/account/components/privacy-content';

export function Component() {
  return <LegalPage title="Privacy Policy">{(notice) => <PrivacyContent notice={notice} />}</LegalPage>;
}
