import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Monitor, Moon, Sun } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RadioGroup, type RadioOption } from '@/components/ui/form/radio-group';
import { getTheme, setTheme, type Theme } from '@/lib/theme';

const themeOptions = [
  { value: 'light', label: msg`Light`, icon: Sun },
  { value: 'dark', label: msg`Dark`, icon: Moon },
  { value: 'system', label: msg`Phone setting`, icon: Monitor },
] as const;

/** Light, dark, or as the phone is; kept under localStorage 'theme'. */
export function ThemeChooser() {
  const { t, i18n } = useLingui();
  const [theme, setThemeState] = useState<Theme>(getTheme);
  const options: RadioOption<Theme>[] = themeOptions.map((option) => ({ ...option, label: i18n._(option.label) }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Appearance</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Choose how Samaj looks on this device.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          aria-label={t`Theme`}
          options={options}
          value={theme}
          onChange={(next) => {
            setTheme(next);
            setThemeState(next);
          }}
        />
      </CardContent>
    </Card>
  );
}
