import { Controller, useFormContext } from 'react-hook-form';
import { HELP_KEYWORD_MAX_LENGTH, HELP_KEYWORDS_MAX } from '@samaj/shared/constants';
import { HELP_KEYWORD_SUGGESTIONS } from '@samaj/shared/reference/help-keywords';
import { EmailField } from '@/components/email-field';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { TagInput } from '@/components/ui/tag-input';
import type { OnboardingFormInput } from '../utils/schema';

const OFFER_QUICK_PICKS = ['Career guidance', 'Job referral', 'Medical advice', 'Legal advice'];
const SEEK_QUICK_PICKS = ['Job referral', 'Admission guidance', 'Medical advice', 'Marriage arrangements'];

const known = (picks: readonly string[]) => picks.filter((pick) => HELP_KEYWORD_SUGGESTIONS.includes(pick));

function firstError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  if (Array.isArray(error)) return error.map(firstError).find(Boolean);
  return undefined;
}

export function HelpStep() {
  const { control, formState } = useFormContext<OnboardingFormInput>();
  const { errors } = formState;
  const helpOutError = firstError(errors.canHelpOut);
  const seekHelpError = firstError(errors.canSeekHelp);

  return (
    <div className="flex flex-col gap-7">
      <FormField
        id="canHelpOut"
        label="I can help with"
        hint="Your skills, work or experience others could use."
        error={helpOutError}
        optional
      >
        <Controller
          control={control}
          name="canHelpOut"
          render={({ field }) => (
            <TagInput
              {...fieldAria('canHelpOut', { error: helpOutError, hint: true })}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              suggestions={HELP_KEYWORD_SUGGESTIONS}
              quickPicks={known(OFFER_QUICK_PICKS)}
              max={HELP_KEYWORDS_MAX}
              maxLength={HELP_KEYWORD_MAX_LENGTH}
              placeholder="e.g. Career guidance"
            />
          )}
        />
      </FormField>

      <FormField
        id="canSeekHelp"
        label="I am looking for help with"
        hint="What would make a difference for you or your family."
        error={seekHelpError}
        optional
      >
        <Controller
          control={control}
          name="canSeekHelp"
          render={({ field }) => (
            <TagInput
              {...fieldAria('canSeekHelp', { error: seekHelpError, hint: true })}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              suggestions={HELP_KEYWORD_SUGGESTIONS}
              quickPicks={known(SEEK_QUICK_PICKS)}
              max={HELP_KEYWORDS_MAX}
              maxLength={HELP_KEYWORD_MAX_LENGTH}
              placeholder="e.g. Job referral"
            />
          )}
        />
      </FormField>

      <EmailField />
    </div>
  );
}
