/**
 * The theme on the page, remembered in localStorage as everything needed to
 * paint it. The inline script of index.html paints the first frame from it;
 * the app completes it before its first render (dark mode as the system has
 * it now, the theme's type, the favicon) without core's theme tables, which
 * load after the first paint (`apply-theme.ts`), when the settings are read.
 */

/** Read by the inline script in index.html: keep the two in step. */
const STORAGE_KEY = 'typeshelf-theme';
const SHEET_ID = 'theme-sheet';
const ICON_ID = 'theme-icon';
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** A theme worked out for the page: its stylesheet, its type and its favicon in both modes. */
export interface ThemeLook {
  name: string;
  type: string;
  css: string;
  /** Favicons as data URLs. */
  icons: { light: string; dark: string };
  /**
   * Worn only on a plan that offers it (Pro's extra themes): the next first
   * paint wears `fallback` instead unless the plan known at start allows it.
   */
  proOnly?: boolean;
  fallback?: ThemeLook;
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

/** Puts the look on the page and remembers it for the next load. */
export function showTheme(look: ThemeLook, darkSetting: boolean | null): void {
  const dark = isDarkMode(darkSetting);
  const current = document.getElementById(SHEET_ID);
  if (!(current instanceof HTMLStyleElement) || current.dataset.theme !== look.name) {
    const sheet = document.createElement('style');
    sheet.dataset.theme = look.name;
    sheet.textContent = look.css;
    document.head.append(sheet);
    current?.remove();
    sheet.id = SHEET_ID;
  }
  document.body.classList.toggle('dark', dark);
  document.body.dataset.themeType = look.type;
  const icon = dark ? look.icons.dark : look.icons.light;
  let link = document.getElementById(ICON_ID) as HTMLLinkElement | null;
  if (link === null) {
    link = document.createElement('link');
    link.id = ICON_ID;
    link.rel = 'icon';
    document.head.append(link);
  }
  if (link.href !== icon) link.href = icon;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...look, darkSetting, dark, icon }));
  } catch {
    // Storage full or disabled: the next load paints the default theme first, nothing more.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

function lookFrom(stored: unknown): ThemeLook | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { name, type, css, icons, proOnly, fallback } = stored as Record<string, unknown>;
  if (!isText(name) || !isText(type) || !isText(css) || typeof icons !== 'object' || icons === null)
    return null;
  const { light, dark } = icons as Record<string, unknown>;
  if (!isText(light) || !isText(dark)) return null;
  const look: ThemeLook = { name, type, css, icons: { light, dark } };
  if (proOnly !== true) return look;
  const instead = lookFrom(fallback);
  return instead === null ? null : { ...look, proOnly: true, fallback: instead };
}

function rememberedTheme(): { look: ThemeLook; darkSetting: boolean | null } | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    const look = lookFrom(stored);
    if (look === null) return null;
    const { darkSetting } = stored as Record<string, unknown>;
    return { look, darkSetting: typeof darkSetting === 'boolean' ? darkSetting : null };
  } catch {
    return null;
  }
}

/**
 * Applies the theme the page last showed, before the first render, while the
 * settings are still being read; a Pro theme only when `proThemesAllowed`
 * (the plan known at start offers it), its fallback otherwise, so a plan
 * that lapsed never shows it for a moment. False when none is remembered (a
 * first visit, or one remembered by an older version): the default theme
 * must then be worked out from core's tables first.
 */
export function applyRememberedTheme(proThemesAllowed: boolean): boolean {
  const remembered = rememberedTheme();
  if (remembered === null) return false;
  const { look, darkSetting } = remembered;
  showTheme(look.proOnly && !proThemesAllowed && look.fallback ? look.fallback : look, darkSetting);
  return true;
}
