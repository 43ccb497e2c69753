/**
 * The allowed values of every enumerated setting, as the settings screen
 * offers them (02 §3, §9; 01 §3, §9). Stored settings are validated against
 * these lists, so an option removed here falls back to its default on load.
 */

import { LINE_HEIGHTS, type LineHeight } from './prompt-spacing';

/** The two device profiles; settings are kept separately for each, except the shared group. */
export const DEVICES = ['desktop', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

/** Caret shapes the prompt can draw. */
export const CARET_STYLES = ['line', 'block', 'underline', 'outline'] as const;
export type CaretStyle = (typeof CARET_STYLES)[number];

/** How the caret moves between characters; `auto` follows the typist's speed. */
export const CARET_SPEED_OPTIONS = ['auto', 'instant', 'slow', 'medium', 'fast', 'very-fast'] as const;
export type CaretSpeedOption = (typeof CARET_SPEED_OPTIONS)[number];

/** The caret's easing curve while it moves. */
export const CARET_EASINGS = ['swing', 'ease', 'ease-in-out', 'ease-in', 'ease-out', 'linear'] as const;
export type CaretEasing = (typeof CARET_EASINGS)[number];

/** How a typo is shown: the expected character highlighted, replaced by the typed one, or both. */
export const SHOW_TYPOS_OPTIONS = ['highlight', 'replace', 'other'] as const;
export type ShowTypos = (typeof SHOW_TYPOS_OPTIONS)[number];

/** The key that restarts the current paragraph, if any. */
export const QUICK_RESTART_OPTIONS = ['off', 'tab', 'esc'] as const;
export type QuickRestart = (typeof QUICK_RESTART_OPTIONS)[number];

/**
 * What the prompt's polite live region says on its own: nothing, finished paragraphs (speed and
 * accuracy), errors as well, or every key. F2 (the next words) answers at every level: it is asked for.
 */
export const ANNOUNCE_LEVELS = ['off', 'paragraphs', 'errors', 'keys'] as const;
export type AnnounceLevel = (typeof ANNOUNCE_LEVELS)[number];

/** On-screen keyboard layouts on desktop (`abc` exists but is not offered in the list). */
export const DESKTOP_KEYBOARD_LAYOUTS = [
  'qwerty-us',
  'qwerty-iso',
  'qwerty-iso-pl',
  'qwerty-uk',
  'azerty',
  'qwertz',
  'dvorak',
  'colemak',
  'colemak-dh',
  'colemak-dh-iso',
  'halmak',
  'workman',
  'abc',
] as const;
export type DesktopKeyboardLayout = (typeof DESKTOP_KEYBOARD_LAYOUTS)[number];
/** Desktop layouts hidden from the picker but still accepted from stored settings. */
export const HIDDEN_KEYBOARD_LAYOUTS: readonly DesktopKeyboardLayout[] = ['abc'];

/** On-screen keyboard layouts on mobile. */
export const MOBILE_KEYBOARD_LAYOUTS = ['qwerty', 'azerty', 'qwertz', 'dvorak'] as const;
export type MobileKeyboardLayout = (typeof MOBILE_KEYBOARD_LAYOUTS)[number];

/** Which key the on-screen keyboard highlights: the next to press, the last pressed, or both. */
export const KEYBOARD_INDICATORS = ['next', 'last', 'both'] as const;
export type KeyboardIndicator = (typeof KEYBOARD_INDICATORS)[number];

/** Auto-pause delays in ms: 2 s, 5 s, 10 s, or 0 for never. */
export const AUTO_PAUSE_DELAYS = [2000, 5000, 10000, 0] as const;
export type AutoPauseDelay = (typeof AUTO_PAUSE_DELAYS)[number];

/** Vibration per key press in ms (mobile only); 0 is none. */
export const HAPTICS_DURATIONS = [0, 20, 40, 60] as const;
export type HapticsDuration = (typeof HAPTICS_DURATIONS)[number];

/** Depth of the on-screen keys in px. */
export const KEY_THICKNESSES = [0, 2, 4, 6] as const;
export type KeyThickness = (typeof KEY_THICKNESSES)[number];

// The prompt's spacing tables live apart: the prompt draws with them without these lists.
export { LINE_HEIGHTS, type LineHeight, PARAGRAPH_GAPS, type ParagraphsGap } from './prompt-spacing';
export const LINE_HEIGHT_LABELS = Object.keys(LINE_HEIGHTS) as LineHeight[];

/** Font scale steps: 1..10 on desktop, 1..8 on mobile. */
export const FONT_SCALE_MAX: Readonly<Record<Device, number>> = { desktop: 10, mobile: 8 };

/** Prompt line width in characters (desktop only). */
export const LINE_WIDTHS = [50, 60, 70, 80, 90, 100, 120] as const;
export type LineWidth = (typeof LINE_WIDTHS)[number];

/** Height of the typing prompt in lines. */
export const PROMPT_HEIGHTS = [3, 5, 7, 9, 12] as const;
export type PromptHeight = (typeof PROMPT_HEIGHTS)[number];

/** Where the active line sits while scrolling: top, middle or bottom third. */
export const SCROLL_POSITIONS = ['top', 'middle', 'bottom'] as const;
export type ScrollPosition = (typeof SCROLL_POSITIONS)[number];

/** Sound volume steps. */
export const VOLUME_STEPS = [0, 0.3, 0.5, 1] as const;
export type Volume = (typeof VOLUME_STEPS)[number];

/** Key sound pitch modifier range. */
export const PITCH_RANGE = { min: -0.3, max: 0.3 } as const;

/** The twelve mechanical key sound sets, as `{family}/{set}`. */
export const KEYCAPS_SOUNDS = [
  'mechanical/mxbrown',
  'mechanical/mxblue',
  'mechanical/mxred',
  'mechanical/mxblack',
  'mechanical/boxjade',
  'mechanical/boxnavy',
  'mechanical/alpaca',
  'mechanical/holypanda',
  'mechanical/topre',
  'mechanical/buckling',
  'mechanical/typewriter',
  'mechanical/creams',
] as const;
export type KeycapsSound = (typeof KEYCAPS_SOUNDS)[number];

/** The twelve error sounds, as `{family}/{name}`. */
export const ERROR_SOUNDS = [
  'error/thump',
  'error/buzz',
  'error/click',
  'error/beep',
  'error/bonk',
  'error/blip',
  'error/knock',
  'error/pop',
  'error/tick',
  'error/clack',
  'error/wood',
  'error/glass',
] as const;
export type ErrorSound = (typeof ERROR_SOUNDS)[number];

/** Export reminder cadence and its period in days. */
export const EXPORT_REMINDERS = ['never', 'daily', 'weekly'] as const;
export type ExportReminder = (typeof EXPORT_REMINDERS)[number];
export const EXPORT_REMINDER_DAYS: Readonly<Record<Exclude<ExportReminder, 'never'>, number>> = {
  daily: 1,
  weekly: 7,
};

/** Library sort orders (01 §2). */
export const SORT_ORDERS = [
  'author',
  'best',
  'added',
  'length',
  'part',
  'popularity',
  'progress',
  'random',
  'rating',
  'relevance',
  'title',
  'year',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Theme names: free, accessibility, wallpaper (02 §9). */
export const FREE_THEMES = [
  'default',
  'abyss-glow',
  'coffee-break',
  'mother-nature',
  'heather-field',
  'rose-garden',
  'dracula',
  'dracula-hc',
  'catppuccin',
  'github',
  'monokai',
  'gruvbox',
  'night-owl',
  'solarized',
  'rose-pine',
  'serika',
  'kanagawa',
  'nord',
] as const;
export const ACCESSIBILITY_THEMES = [
  'full-color-blind',
  'red-blind',
  'green-blind',
  'blue-blind',
  'color-weak',
  'high-contrast',
] as const;
export const WALLPAPER_THEMES = ['glass'] as const;
export const THEMES = [...FREE_THEMES, ...ACCESSIBILITY_THEMES, ...WALLPAPER_THEMES] as const;
export type ThemeName = (typeof THEMES)[number];

export const WALLPAPER_TYPES = ['image', 'video'] as const;
export type WallpaperType = (typeof WALLPAPER_TYPES)[number];

/** Daily goal presets in minutes; custom values are clamped to 1..1440. */
export const DAILY_GOAL_PRESETS = [5, 10, 15, 20, 25] as const;
export const DAILY_GOAL_RANGE = { min: 1, max: 1440 } as const;

/** Favourite book length in pages: 100..500, or null for all lengths. */
export const FAVORITE_MAX_LENGTHS = [100, 200, 300, 400, 500] as const;
