/**
 * @typeshelf/core/themes — Colour themes and their contrast.
 */
export { contrastRatio, isHexColour, luminance } from './colour';
export { isProTheme, type ThemeAccess, themeInEffect, themeOffered } from './theme-access';
export type { ThemeMode, ThemeTokens } from './theme-tokens';
export {
  AA_TEXT,
  AAA_TEXT,
  NON_TEXT,
  themeFavicon,
  themeStylesheet,
  themeTokens,
} from './theme-tokens';
export type { Palette, PaletteIndex, PaletteRole, Theme, ThemeType } from './theme-types';
export { PALETTE_ROLES, paletteColours, THEME_TYPES } from './theme-types';
export { THEME_LIST, themeByName } from './themes';
