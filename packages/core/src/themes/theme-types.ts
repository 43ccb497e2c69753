/**
 * A theme is data (02 §3): a name, a type, seven light and seven dark colours
 * and the indexes of the colours its gradients run between. Every colour the
 * app paints is derived from these (see `theme-tokens.ts`).
 */
import type { ThemeName } from '../settings/settings-options';

/**
 * What each of a palette's seven colours is for, in palette order:
 * - `background`: the page and the prompt;
 * - `surface`: cards, panels, the header, inputs;
 * - `text`: body text and typed characters;
 * - `sub`: secondary text and untyped characters;
 * - `main`: links, primary buttons, the caret, the current word's mark;
 * - `error`: incorrect characters and error messages;
 * - `success`: goals reached, good scores, "done" badges.
 */
export const PALETTE_ROLES = ['background', 'surface', 'text', 'sub', 'main', 'error', 'success'] as const;
export type PaletteRole = (typeof PALETTE_ROLES)[number];

/** Seven `#rrggbb` colours in `PALETTE_ROLES` order. */
export type Palette = readonly [string, string, string, string, string, string, string];

/** An index into a palette. */
export type PaletteIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Free themes for everyone, accessibility themes tuned for colour vision and contrast, wallpaper themes (dev only) drawn over an image. */
export const THEME_TYPES = ['free', 'accessibility', 'wallpaper'] as const;
export type ThemeType = (typeof THEME_TYPES)[number];

export interface Theme {
  name: ThemeName;
  /** The name shown in the picker. */
  label: string;
  type: ThemeType;
  light: Palette;
  dark: Palette;
  /** The palette colours the theme's gradients (heatmap, favicon) run from and to. */
  gradient: readonly [PaletteIndex, PaletteIndex];
}

/** One palette's colours by role. */
export type PaletteColours = Readonly<Record<PaletteRole, string>>;

export function paletteColours(palette: Palette): PaletteColours {
  const [background, surface, text, sub, main, error, success] = palette;
  return { background, surface, text, sub, main, error, success };
}
