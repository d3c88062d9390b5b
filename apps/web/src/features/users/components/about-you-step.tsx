import { useLingui } from '@lingui/react/macro';
import { BasicDetailsFields } from '@/components/basic-details-fields';

export function AboutYouStep() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <BasicDetailsFields dateOfBirthHint={t`Members must be at least 18 years old.`} />
    </div>
  );
}
