import { BasicDetailsFields } from '@/components/basic-details-fields';

export function AboutYouStep() {
  return (
    <div className="flex flex-col gap-6">
      <BasicDetailsFields dateOfBirthHint="Members must be at least 18 years old." />
    </div>
  );
}
