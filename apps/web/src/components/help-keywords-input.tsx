import { HELP_KEYWORD_MAX_LENGTH, HELP_KEYWORDS_MAX } from '@samaj/shared/constants';
import { HELP_KEYWORD_SUGGESTIONS } from '@samaj/shared/reference/help-keywords';
import { TagInput, type TagInputProps } from '@/components/ui/tag-input';
import { useReferenceLabels } from '@/lib/i18n/use-reference-labels';

/** Help keywords (offered or looked for, and their filters): the suggestions and limits of the contract. */
export function HelpKeywordsInput(props: Omit<TagInputProps, 'suggestions' | 'max' | 'maxCharacters'>) {
  const { optionLabel } = useReferenceLabels();
  return (
    <TagInput
      {...props}
      optionLabel={optionLabel('helpKeywords')}
      suggestions={HELP_KEYWORD_SUGGESTIONS}
      max={HELP_KEYWORDS_MAX}
      maxCharacters={HELP_KEYWORD_MAX_LENGTH}
    />
  );
}
