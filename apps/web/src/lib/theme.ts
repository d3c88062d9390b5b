import { STORAGE_KEYS } from '@samaj/shared/constants';

export type Theme = 'light' | 'dark' | 'system';
const themes: readonly Theme[] = ['light', 'dark', 'system'];

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function getTheme(): Theme {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.theme);
    return themes.includes(saved as Theme) ? (saved as Theme) : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(theme: Theme = getTheme()): void {
  const dark = theme === 'dark' || (theme === 'system' && darkQuery().matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Private mode or full storage: the choice still applies to this visit.
  }
  applyTheme(theme);
}

/** Follows the phone's light/dark setting while the member has chosen "system". */
export function followSystemTheme(): () => void {
  const query = darkQuery();
  const onChange = () => {
    if (getTheme() === 'system') applyTheme('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
