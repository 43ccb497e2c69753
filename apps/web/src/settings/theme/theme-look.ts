/**
 * A theme as the page wears it (its stylesheet, type and favicons), worked
 * out from core's tables. Pure, so the build writes the default theme's look
 * into the page (`build/default-theme.ts`) with the same code the app uses
 * for every other theme (`apply-theme.ts`).
 */
import {
  isProTheme,
  type Theme,
  type ThemeMode,
  themeFavicon,
  themeStylesheet,
} from '@typeshelf/core/themes';
import type { ThemeLook } from './remembered-theme';

const iconOf = (theme: Theme, mode: ThemeMode) =>
  `data:image/svg+xml,${encodeURIComponent(themeFavicon(theme, mode))}`;

/** The theme's look; a Pro theme carries `fallback`'s beside it for a first paint on a plan that no longer offers it. */
export function themeLook(theme: Theme, fallback: () => ThemeLook): ThemeLook {
  return {
    name: theme.name,
    type: theme.type,
    css: themeStylesheet(theme),
    icons: { light: iconOf(theme, 'light'), dark: iconOf(theme, 'dark') },
    ...(isProTheme(theme) ? { proOnly: true, fallback: fallback() } : {}),
  };
}
