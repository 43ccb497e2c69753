/**
 * From a theme's seven colours to every colour the app paints: the design
 * tokens (CSS custom properties), the stylesheet that sets them for light and
 * dark mode, and the favicon drawn in the theme's colours. Tokens that are not
 * palette colours (borders, text on filled buttons, warning) are derived here,
 * once, and pushed to the contrast they need.
 */
import { bestContrast, contrastRatio, ensureContrast, isDark, mix, parseHex, toHex } from './colour';
import { type Palette, paletteColours, type Theme } from './theme-types';

export type ThemeMode = 'light' | 'dark';

/** Every token a stylesheet sets, by CSS custom property name (without `--`). */
export interface ThemeTokens {
  bg: string;
  surface: string;
  'surface-2': string;
  /** Decorative rules and card outlines. */
  border: string;
  /** Outlines of controls (inputs, toggles), at least 3:1 on the background and surface. */
  'border-strong': string;
  fg: string;
  muted: string;
  accent: string;
  /** Text on an accent fill (primary buttons, the current tab). */
  'accent-fg': string;
  'accent-soft': string;
  focus: string;
  error: string;
  'error-fg': string;
  ok: string;
  'ok-fg': string;
  warning: string;
  'warning-fg': string;
  caret: string;
  typed: string;
  untyped: string;
  incorrect: string;
  'incorrect-bg': string;
  'current-word-bg': string;
  selection: string;
  'gradient-from': string;
  'gradient-to': string;
  'heat-0': string;
  'heat-1': string;
  'heat-2': string;
  'heat-3': string;
  'heat-4': string;
  'heat-5': string;
  shadow: string;
}

/** WCAG AA for body text; AAA is `AAA_TEXT`. */
export const AA_TEXT = 4.5;
export const AAA_TEXT = 7;
/** WCAG 2 non-text contrast (control outlines, focus rings, the caret). */
export const NON_TEXT = 3;

function hsl(hex: string): [number, number, number] {
  const [r, g, b] = parseHex(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r
      ? ((g - b) / d + (g < b ? 6 : 0)) * 60
      : max === g
        ? ((b - r) / d + 2) * 60
        : ((r - g) / d + 4) * 60;
  return [h, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** The colour halfway round the hue circle (the short way) from `a` to `b`: red and green give amber. */
function hueBetween(a: string, b: string): string {
  const [ha, sa, la] = hsl(a);
  const [hb, sb, lb] = hsl(b);
  let delta = hb - ha;
  if (delta > 180) delta -= 360;
  if (delta < -180) delta += 360;
  return fromHsl((ha + delta / 2 + 360) % 360, (sa + sb) / 2, (la + lb) / 2);
}

/** Text colour for a fill: the theme's background or text colour, whichever reads better, else black or white. */
function onFill(fill: string, palette: Palette): string {
  const { background, text } = paletteColours(palette);
  return ensureContrast(bestContrast(fill, [background, text]), [fill], AA_TEXT);
}

/** All tokens of one theme in one mode. */
export function themeTokens(theme: Theme, mode: ThemeMode): ThemeTokens {
  const palette = mode === 'dark' ? theme.dark : theme.light;
  const c = paletteColours(palette);
  const from = palette[theme.gradient[0]];
  const to = palette[theme.gradient[1]];
  const warning = ensureContrast(hueBetween(c.error, c.success), [c.background, c.surface], AA_TEXT);
  const heat = (level: number) => mix(c.surface, mix(from, to, (level - 1) / 4), 0.35 + level * 0.13);
  return {
    bg: c.background,
    surface: c.surface,
    'surface-2': mix(c.surface, c.text, 0.07),
    border: mix(c.surface, c.sub, 0.35),
    'border-strong': ensureContrast(mix(c.background, c.sub, 0.75), [c.background, c.surface], NON_TEXT),
    fg: c.text,
    muted: c.sub,
    accent: c.main,
    'accent-fg': onFill(c.main, palette),
    'accent-soft': mix(c.background, c.main, 0.14),
    focus: c.main,
    error: c.error,
    'error-fg': onFill(c.error, palette),
    ok: c.success,
    'ok-fg': onFill(c.success, palette),
    warning,
    'warning-fg': onFill(warning, palette),
    caret: c.main,
    typed: c.text,
    untyped: c.sub,
    incorrect: c.error,
    'incorrect-bg': incorrectBackground(palette),
    'current-word-bg': currentWordBackground(palette),
    selection: mix(c.background, c.main, 0.3),
    'gradient-from': from,
    'gradient-to': to,
    'heat-0': mix(c.surface, c.text, 0.07),
    'heat-1': heat(1),
    'heat-2': heat(2),
    'heat-3': heat(3),
    'heat-4': heat(4),
    'heat-5': heat(5),
    shadow: isDark(c.background) ? 'rgb(0 0 0 / 0.45)' : 'rgb(0 0 0 / 0.12)',
  };
}

/** The tint behind an incorrect character: enough to see, never enough to hide the character. */
export function incorrectBackground(palette: Palette): string {
  const { background, error } = paletteColours(palette);
  return mix(background, error, 0.16);
}

/** The current word's tint: as strong as it can be while its untyped characters still read on it. */
function currentWordBackground(palette: Palette): string {
  const { background, sub, main } = paletteColours(palette);
  for (const amount of [0.12, 0.1, 0.08, 0.06, 0.04]) {
    const tint = mix(background, main, amount);
    if (contrastRatio(sub, tint) >= AA_TEXT) return tint;
  }
  return background;
}

function declarations(tokens: ThemeTokens): string {
  return Object.entries(tokens)
    .map(([name, value]) => `--${name}:${value};`)
    .join('');
}

/**
 * The theme's stylesheet: light tokens on the root, dark tokens on
 * `body.dark` (dark mode is a class on the body, 02 §4), and the matching
 * `color-scheme` so scrollbars and native controls follow.
 */
export function themeStylesheet(theme: Theme): string {
  return (
    `:root{color-scheme:light;${declarations(themeTokens(theme, 'light'))}}` +
    `body.dark{color-scheme:dark;${declarations(themeTokens(theme, 'dark'))}}`
  );
}

/**
 * The favicon in the theme's colours: a book's page in the gradient colours
 * with three lines of "text" in the background colour. An SVG document.
 */
export function themeFavicon(theme: Theme, mode: ThemeMode): string {
  const tokens = themeTokens(theme, mode);
  const ink = bestContrast(tokens['gradient-to'], [tokens.bg, tokens.fg]);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tokens['gradient-from']}"/><stop offset="1" stop-color="${tokens['gradient-to']}"/></linearGradient></defs>` +
    '<rect x="2" y="2" width="28" height="28" rx="7" fill="url(#g)"/>' +
    `<path d="M9 10h14M9 16h14M9 22h9" stroke="${ink}" stroke-width="2.6" stroke-linecap="round"/>` +
    '</svg>'
  );
}
