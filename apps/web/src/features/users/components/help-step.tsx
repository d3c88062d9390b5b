import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormContext } from 'react-hook-form';
import { HELP_KEYWORD_SUGGESTIONS } from '@samaj/shared/reference/help-keywords';
import { EmailField } from '@/components/email-field';
import { HelpKeywordsInput } from '@/components/help-keywords-input';
import { ControlledField } from '@/components/ui/form/field';
import type { OnboardingFormInput } from '../utils/onboarding-schema';

const OFFER_QUICK_PICKS = ['Career guidance', 'Job referral', 'Medical advice', 'Legal advice'];
const SEEK_QUICK_PICKS = ['Job referral', 'Admission guidance', 'Medical advice', 'Marriage arrangements'];

const known = (picks: readonly string[]) => picks.filter((pick) => HELP_KEYWORD_SUGGESTIONS.includes(pick));

const KEYWORD_FIELDS = [
  {
    name: 'canHelpOut',
    label: msg`I can help with`,
    hint: msg`Your skills, work or experience others could use.`,
    quickPicks: known(OFFER_QUICK_PICKS),
    placeholder: msg`e.g. Career guidance`,
  },
  {
    name: 'canSeekHelp',
    label: msg`I am looking for help with`,
    hint: msg`What would make a difference for you or your family.`,
    quickPicks: known(SEEK_QUICK_PICKS),
    placeholder: msg`e.g. Job referral`,
  },
] as const;

export function HelpStep() {
  const { control } = useFormContext<OnboardingFormInput>();
  const { i18n } = useLingui();

  return (
    <div className="flex flex-col gap-7">
      {KEYWORD_FIELDS.map(({ name, label, hint, placeholder, quickPicks }) => (
        <ControlledField key={name} control={control} name={name} label={i18n._(label)} hint={i18n._(hint)} optional>
          {(input) => (
            <HelpKeywordsInput
              {...input}
              value={input.value ?? []}
              quickPicks={quickPicks}
              placeholder={i18n._(placeholder)}
            />
          )}
        </ControlledField>
      ))}
      <EmailField />
    </div>
  );
}
