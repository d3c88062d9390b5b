import { useFormContext } from 'react-hook-form';
import { HELP_KEYWORD_SUGGESTIONS } from '@samaj/shared/reference/help-keywords';
import { EmailField } from '@/components/email-field';
import { HelpKeywordsInput } from '@/components/help-keywords-input';
import { ControlledField } from '@/components/ui/form/field';
import type { OnboardingFormInput } from '../utils/schema';

const OFFER_QUICK_PICKS = ['Career guidance', 'Job referral', 'Medical advice', 'Legal advice'];
const SEEK_QUICK_PICKS = ['Job referral', 'Admission guidance', 'Medical advice', 'Marriage arrangements'];

const known = (picks: readonly string[]) => picks.filter((pick) => HELP_KEYWORD_SUGGESTIONS.includes(pick));

const KEYWORD_FIELDS = [
  {
    name: 'canHelpOut',
    label: 'I can help with',
    hint: 'Your skills, work or experience others could use.',
    quickPicks: known(OFFER_QUICK_PICKS),
    placeholder: 'e.g. Career guidance',
  },
  {
    name: 'canSeekHelp',
    label: 'I am looking for help with',
    hint: 'What would make a difference for you or your family.',
    quickPicks: known(SEEK_QUICK_PICKS),
    placeholder: 'e.g. Job referral',
  },
] as const;

export function HelpStep() {
  const { control } = useFormContext<OnboardingFormInput>();

  return (
    <div className="flex flex-col gap-7">
      {KEYWORD_FIELDS.map(({ name, label, hint, ...keywords }) => (
        <ControlledField key={name} control={control} name={name} label={label} hint={hint} optional>
          {(input) => <HelpKeywordsInput {...input} value={input.value ?? []} {...keywords} />}
        </ControlledField>
      ))}
      <EmailField />
    </div>
  );
}
