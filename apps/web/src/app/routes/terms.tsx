import { LegalPage } from '@/features/account/components/legal-page';
import { TermsContent } from '@/features/account/components/terms-content';
import { useLingui } from '@lingui/react/macro';

export function Component() {
  const { t } = useLingui();
  return <LegalPage title={t`Terms of Use`}>{(notice) => <TermsContent notice={notice} />}</LegalPage>;
}
