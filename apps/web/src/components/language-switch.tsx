import { useLingui } from '@lingui/react/macro';
import { languageNames, languages, type Language } from '@/lib/i18n';
import { useLanguage } from '@/lib/i18n/use-language';
import { cn } from '@/lib/utils';

/**
 * हिन्दी | English: each name written in its own script, so a reader finds theirs whatever is on screen. `onChange`
 * lets a signed-in screen keep the choice on the member too (notifications go out in it).
 */
export function LanguageSwitch({
  className,
  onChange,
}: {
  className?: string;
  onChange?: (language: Language) => void;
}) {
  const { t } = useLingui();
  const { language, setLanguage } = useLanguage();
  return (
    <div
      role="group"
      aria-label={t`Language`}
      className={cn('inline-flex rounded-full border border-border bg-card p-1', className)}
    >
      {[...languages].reverse().map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          onClick={() => {
            if (option === language) return;
            void setLanguage(option);
            onChange?.(option);
          }}
          className={cn(
            'min-h-10 min-w-20 rounded-full px-4 text-sm font-medium transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring',
            language === option ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {languageNames[option]}
        </button>
      ))}
    </div>
  );
}
