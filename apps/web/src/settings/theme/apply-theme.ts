/**
 * Puts a theme on the page (02 §4): its stylesheet is added and the previous
 * one removed, dark mode is a class on the body, and the favicon is redrawn in
 * the theme's colours. Loaded only when the settings ask for a theme the page
 * does not wear yet: the first frame is painted from the theme remembered by
 * `remembered-theme.ts` (or the default one, written into the page).
 */
import { type ThemeAccess, themeByName, themeInEffect } from '@typeshelf/core/themes';
import type { ThemeLook } from './remembered-theme';
import { themeLook } from './theme-look';

const looks = new Map<string, ThemeLook>();

function lookOf(name: string): ThemeLook {
  const theme = themeByName(name);
  let look = looks.get(theme.name);
  if (look === undefined) {
    look = themeLook(theme, () => lookOf('default'));
    looks.set(theme.name, look);
  }
  return look;
}

/** The look of the theme in effect for the `chosen` setting (a Pro theme only while it is offered). */
export function lookInEffect(chosen: string, access: ThemeAccess): ThemeLook {
  return lookOf(themeInEffect(chosen, access));
}
