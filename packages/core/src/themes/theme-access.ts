/**
 * Which themes a user may wear (03 §1 "extra themes"): the free and
 * accessibility themes for everyone; the wallpaper themes are Pro's extra
 * themes, and development mode shows them to everyone (02 §6). A theme no
 * longer offered (a subscription ended) gives way to the default one; the
 * setting is kept, so it returns with the plan.
 */
import type { ThemeName } from '../settings/settings-options';
import type { Theme } from './theme-types';
import { themeByName } from './themes';

export interface ThemeAccess {
  devMode: boolean;
  /** An active Pro subscription (accountInfo.isPremium). */
  isPremium: boolean;
}

/** True when the theme is one of Pro's extra themes. */
export const isProTheme = (theme: Theme): boolean => theme.type === 'wallpaper';

/** Whether the user may choose and wear the theme. */
export function themeOffered(theme: Theme, access: ThemeAccess): boolean {
  return !isProTheme(theme) || access.devMode || access.isPremium;
}

/** The theme the page wears for a stored theme setting. */
export function themeInEffect(name: string, access: ThemeAccess): ThemeName {
  const theme = themeByName(name);
  return themeOffered(theme, access) ? theme.name : 'default';
}
