import { useState } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RadioGroup, type RadioOption } from '@/components/ui/form/radio-group';
import { getTheme, setTheme, type Theme } from '@/lib/theme';

const themeOptions: RadioOption<Theme>[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'Phone setting', icon: Monitor },
];

/** Light, dark, or as the phone is; kept under localStorage 'theme'. */
export function ThemeChooser() {
  const [theme, setThemeState] = useState<Theme>(getTheme);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
        <CardDescription>Choose how Samaj looks on this device.</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          aria-label="Theme"
          options={themeOptions}
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
