import { LegalPage } from '@/features/account/components/legal-page';
import { TermsContent } from '@/features/account/components/terms-content';

export function Component() {
  return <LegalPage title="Terms of Use">{(notice) => <TermsContent notice={notice} />}</LegalPage>;
}
