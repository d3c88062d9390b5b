import { useState } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getTheme, setTheme, type Theme } from '@/lib/theme';
import { cn } from '@/lib/utils';

const themeOptions: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'Phone setting', icon: Monitor },
];

/** Light, dark, or as the phone is; kept under localStorage 'theme' (SPEC §9). */
export function ThemeChooser() {
  const [theme, setThemeState] = useState<Theme>(getTheme);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
        <CardDescription>Choose how Samaj looks on this device.</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="radiogroup" aria-label="Theme" className="grid grid-cols-3 gap-2">
          {themeOptions.map((option) => (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={theme === option.value}
              onClick={() => {
                setTheme(option.value);
                setThemeState(option.value);
              }}
              className={cn(
                'flex min-h-20 flex-col items-center justify-center gap-2 rounded-xl border border-input bg-card px-2 text-sm font-medium transition-colors',
                theme === option.value && 'border-primary bg-primary-soft text-primary-soft-foreground',
              )}
            >
              <option.icon className="size-5" aria-hidden />
              {option.label}
            </button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
