/**
 * Puts a theme on the page (02 §4): its stylesheet is added and the previous
 * one removed, dark mode is a class on the body, and the favicon is redrawn in
 * the theme's colours. Loaded after the first paint, with the settings: the
 * first frame is painted from the theme remembered by `remembered-theme.ts`.
 */
import {
  isProTheme,
  type Theme,
  type ThemeMode,
  themeByName,
  themeFavicon,
  themeStylesheet,
} from '@typeshelf/core/themes';
import { showTheme, type ThemeLook } from './remembered-theme';

// Worked out here, beside the tables it reads, so the hook that calls it carries none of them.
export { themeInEffect } from '@typeshelf/core/themes';

const looks = new Map<string, ThemeLook>();

const iconOf = (theme: Theme, mode: ThemeMode) =>
  `data:image/svg+xml,${encodeURIComponent(themeFavicon(theme, mode))}`;

function lookOf(name: string): ThemeLook {
  const theme = themeByName(name);
  let look = looks.get(theme.name);
  if (look === undefined) {
    look = {
      name: theme.name,
      type: theme.type,
      css: themeStylesheet(theme),
      icons: { light: iconOf(theme, 'light'), dark: iconOf(theme, 'dark') },
      // A Pro theme keeps the default beside it for a first paint on a plan that no longer offers it.
      ...(isProTheme(theme) ? { proOnly: true, fallback: lookOf('default') } : {}),
    };
    looks.set(theme.name, look);
  }
  return look;
}

export function applyTheme(name: string, darkSetting: boolean | null): void {
  showTheme(lookOf(name), darkSetting);
}
