/**
 * Puts a theme on the page (02 §4): its stylesheet is added and the previous
 * one removed, dark mode is a class on the body, and the favicon is redrawn in
 * the theme's colours. The last applied theme is remembered in localStorage so
 * the inline script of index.html can paint the first frame in it, before the
 * settings are read from IndexedDB.
 */
import { type ThemeMode, themeByName, themeFavicon, themeStylesheet } from '@typeshelf/core';

const SHEET_ID = 'theme-sheet';
const ICON_ID = 'theme-icon';
/** Read by the inline script in index.html: keep the two in step. */
const STORAGE_KEY = 'typeshelf-theme';
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

const sheets = new Map<string, string>();

function stylesheetOf(name: string): string {
  let css = sheets.get(name);
  if (css === undefined) {
    css = themeStylesheet(themeByName(name));
    sheets.set(name, css);
  }
  return css;
}

/** Dark mode as shown: the setting, or the system's scheme when the setting is null. */
export function isDarkMode(setting: boolean | null): boolean {
  return setting ?? window.matchMedia(SYSTEM_DARK).matches;
}

/** Calls `listener` when the system's colour scheme changes; returns the unsubscribe. */
export function onSystemSchemeChange(listener: () => void): () => void {
  const media = window.matchMedia(SYSTEM_DARK);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

export function applyTheme(name: string, darkSetting: boolean | null): void {
  const theme = themeByName(name);
  const dark = isDarkMode(darkSetting);
  const current = document.getElementById(SHEET_ID);
  if (!(current instanceof HTMLStyleElement) || current.dataset.theme !== theme.name) {
    const css = stylesheetOf(theme.name);
    const sheet = document.createElement('style');
    sheet.dataset.theme = theme.name;
    sheet.textContent = css;
    document.head.append(sheet);
    current?.remove();
    sheet.id = SHEET_ID;
  }
  document.body.classList.toggle('dark', dark);
  document.body.dataset.themeType = theme.type;
  const mode: ThemeMode = dark ? 'dark' : 'light';
  const icon = `data:image/svg+xml,${encodeURIComponent(themeFavicon(theme, mode))}`;
  let link = document.getElementById(ICON_ID) as HTMLLinkElement | null;
  if (link === null) {
    link = document.createElement('link');
    link.id = ICON_ID;
    link.rel = 'icon';
    document.head.append(link);
  }
  if (link.href !== icon) link.href = icon;
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ name: theme.name, darkSetting, css: stylesheetOf(theme.name), dark, icon }),
    );
  } catch {
    // Storage full or disabled: the next load paints the default theme first, nothing more.
  }
}

/**
 * Applies the theme the page last showed (or the default theme): called once
 * before the first render, while the settings are still being read.
 */
export function applyRememberedTheme(): void {
  let name = 'default';
  let darkSetting: boolean | null = null;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof stored === 'object' && stored !== null) {
      const record = stored as Record<string, unknown>;
      if (typeof record.name === 'string') name = record.name;
      if (typeof record.darkSetting === 'boolean') darkSetting = record.darkSetting;
    }
  } catch {
    // Unreadable: start from the default theme.
  }
  applyTheme(name, darkSetting);
}
