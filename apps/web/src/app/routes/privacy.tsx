import { LegalPage } from '@/features/account/components/legal-page';
import { PrivacyContent } from '@/features/account/components/privacy-content';
import { useLingui } from '@lingui/react/macro';

export function Component() {
  const { t } = useLingui();
  return <LegalPage title={t`Privacy Policy`}>{(notice) => <PrivacyContent notice={notice} />}</LegalPage>;
}
