/**
 * The theme on the page, remembered in localStorage as everything needed to
 * paint it. The inline script of index.html paints the first frame from it;
 * the app completes it before its first render (dark mode as the system has
 * it now, the theme's type, the favicon) without core's theme tables, which
 * load only when the settings ask for a theme the page does not wear
 * (`apply-theme.ts`). A first visit wears the default theme, whose look the
 * build writes into the page (`build/default-theme.ts`).
 */

/** Read by the inline script in index.html: keep the two in step. */
const STORAGE_KEY = 'typeshelf-theme';
const SHEET_ID = 'theme-sheet';
const ICON_ID = 'theme-icon';
const SYSTEM_DARK = '(prefers-color-scheme: dark)';
/** The element holding the default theme's look as JSON; the inline script of index.html reads it too. */
export const DEFAULT_THEME_ID = 'default-theme';

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
  /**
   * The theme tables a remembered look was worked out from (the build's stamp,
   * `build/default-theme.ts`); absent on a look worked out by this page.
   */
  stamp?: string;
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

/** The look the page wears now; null before the first `showTheme`. */
let shown: ThemeLook | null = null;

export const shownLook = (): ThemeLook | null => shown;

/** The default theme's look as the build wrote it into the page, with the stamp of the build's theme tables. */
function pageDefault(): unknown {
  try {
    return JSON.parse(document.getElementById(DEFAULT_THEME_ID)?.textContent ?? 'null');
  } catch {
    return null;
  }
}

/**
 * Whether the look was worked out from this build's theme tables, so wearing
 * it is wearing the theme as it is now (a remembered one may be older).
 */
export function isCurrentLook(look: ThemeLook): boolean {
  if (look.stamp === undefined) return true;
  const page = pageDefault();
  return isRecord(page) && look.stamp !== '' && page.stamp === look.stamp;
}

/** Puts the look on the page and remembers it for the next load. */
export function showTheme(look: ThemeLook, darkSetting: boolean | null): void {
  shown = look;
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
    const page = look.stamp === undefined ? pageDefault() : null;
    const stamp = look.stamp ?? (isRecord(page) && isText(page.stamp) ? page.stamp : '');
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...look, stamp, darkSetting, dark, icon }));
  } catch {
    // Storage full or disabled: the next load paints the default theme first, nothing more.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function lookFrom(stored: unknown): ThemeLook | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { name, type, css, icons, proOnly, fallback, stamp } = stored as Record<string, unknown>;
  if (!isText(name) || !isText(type) || !isText(css) || typeof icons !== 'object' || icons === null)
    return null;
  const { light, dark } = icons as Record<string, unknown>;
  if (!isText(light) || !isText(dark)) return null;
  // A look remembered by a version that stamped none counts as older than any build.
  const look: ThemeLook = { name, type, css, icons: { light, dark }, stamp: isText(stamp) ? stamp : '' };
  if (proOnly !== true) return look;
  const instead = lookFrom(fallback);
  return instead === null ? null : { ...look, proOnly: true, fallback: instead };
}

function rememberedTheme(): { look: ThemeLook; darkSetting: boolean | null } | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    const look = lookFrom(stored);
    if (look === null) return defaultTheme();
    const { darkSetting } = stored as Record<string, unknown>;
    return { look, darkSetting: typeof darkSetting === 'boolean' ? darkSetting : null };
  } catch {
    return defaultTheme();
  }
}

/** The default theme as the build wrote it into the page, dark as the system is. */
function defaultTheme(): { look: ThemeLook; darkSetting: null } | null {
  const look = lookFrom(pageDefault());
  return look === null ? null : { look, darkSetting: null };
}

/**
 * Applies the theme the page last showed, before the first render, while the
 * settings are still being read; a Pro theme only when `proThemesAllowed`
 * (the plan known at start offers it), its fallback otherwise, so a plan
 * that lapsed never shows it for a moment; with none remembered (a first
 * visit, or one remembered by an older version), the default theme written
 * into the page. False only when the page has neither: the default theme
 * must then be worked out from core's tables first.
 */
export function applyRememberedTheme(proThemesAllowed: boolean): boolean {
  const remembered = rememberedTheme();
  if (remembered === null) return false;
  const { look, darkSetting } = remembered;
  showTheme(look.proOnly && !proThemesAllowed && look.fallback ? look.fallback : look, darkSetting);
  return true;
}
