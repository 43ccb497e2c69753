/**
 * Reads settings from storage or a settings file: every known field is
 * validated and falls back to its default; unknown keys are dropped. Nothing
 * from the input is copied by reference, and only own, known keys are read, so
 * `__proto__`, `constructor` or `prototype` in a hostile file cannot reach an
 * object's prototype. Text is normalised as a book's metadata is (no
 * bidirectional controls reach the screen) and the wallpaper, the one address
 * the page loads, is http(s) only.
 */

import { isRecord } from '../is-record';
import { isHttpUrl } from '../text/http-url';
import { metadataText } from '../text/metadata-text';
import { clampDailyGoal } from './daily-goal';
import { defaultDeviceSettings, defaultSharedSettings } from './default-settings';
import {
  ANNOUNCE_LEVELS,
  AUTO_PAUSE_DELAYS,
  CARET_EASINGS,
  CARET_SPEED_OPTIONS,
  CARET_STYLES,
  DESKTOP_KEYBOARD_LAYOUTS,
  type Device,
  ERROR_SOUNDS,
  EXPORT_REMINDERS,
  FONT_SCALE_MAX,
  HAPTICS_DURATIONS,
  KEY_THICKNESSES,
  KEYBOARD_INDICATORS,
  KEYCAPS_SOUNDS,
  LINE_HEIGHT_LABELS,
  LINE_WIDTHS,
  MOBILE_KEYBOARD_LAYOUTS,
  PARAGRAPH_GAPS,
  PITCH_RANGE,
  PROMPT_HEIGHTS,
  QUICK_RESTART_OPTIONS,
  SCROLL_POSITIONS,
  SHOW_TYPOS_OPTIONS,
  SORT_ORDERS,
  THEMES,
  VOLUME_STEPS,
  WALLPAPER_TYPES,
} from './settings-options';
import type {
  DeviceSettings,
  PromptLayoutSettings,
  Settings,
  SharedSettings,
  TypingPromptSettings,
  UiSettings,
} from './settings-types';

/** Returns the valid value, or undefined to keep the default. */
type Check<T> = (value: unknown) => T | undefined;
type Schema<T> = { [K in keyof T]: Check<T[K]> };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function own(record: Record<string, unknown>, key: string): unknown {
  return !FORBIDDEN_KEYS.has(key) && Object.hasOwn(record, key) ? record[key] : undefined;
}

const bool: Check<boolean> = (v) => (typeof v === 'boolean' ? v : undefined);

function oneOf<T>(options: readonly T[]): Check<T> {
  return (v) => (options.includes(v as T) ? (v as T) : undefined);
}

function nullable<T>(check: Check<T>): Check<T | null> {
  return (v) => (v === null ? null : check(v));
}

/** A name to show (a font, a version): bounded, normalised like a book's metadata (no bidi controls). */
const text: Check<string> = (v) => (typeof v === 'string' && v.length <= 500 ? metadataText(v) : undefined);

/** A web address the page loads (the wallpaper): http(s) only, never `javascript:` or another scheme. */
const link: Check<string> = (v) => (isHttpUrl(v) ? v : undefined);

/** Most favourite genres or topics kept: far more than the catalogue's taxonomy has. */
const MAX_LIST_ITEMS = 500;

const stringList: Check<string[]> = (v) =>
  Array.isArray(v) &&
  v.length <= MAX_LIST_ITEMS &&
  v.every((item) => typeof item === 'string' && item.length <= 500)
    ? (v as string[]).map(metadataText).filter((item) => item.length > 0)
    : undefined;

function clampedInt(min: number, max: number): Check<number> {
  return (v) =>
    typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, Math.round(v))) : undefined;
}

function inRange(min: number, max: number): Check<number> {
  return (v) => (typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : undefined);
}

const timestamp: Check<number> = (v) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : undefined;

function apply<T extends object>(schema: Schema<T>, defaults: T, stored: unknown): T {
  if (!isRecord(stored)) return defaults;
  const out = { ...defaults };
  for (const key of Object.keys(schema) as (keyof T & string)[]) {
    const value = own(stored, key);
    if (value === undefined) continue;
    const checked = schema[key](value);
    if (checked !== undefined) out[key] = checked;
  }
  return out;
}

const sharedSchema: Schema<SharedSettings> = {
  showHero: bool,
  // A stored goal that is a number at all is clamped, as a typed one is; anything else takes the default.
  dailyGoal: (v) => (typeof v === 'number' && Number.isFinite(v) ? clampDailyGoal(v) : undefined),
  favoriteGenres: stringList,
  favoriteTopics: stringList,
};

const uiSchema: Schema<UiSettings> = {
  showActive: bool,
  showDone: bool,
  sortBy: oneOf(SORT_ORDERS),
  theme: oneOf(THEMES),
  darkmode: nullable(bool),
  readingMode: bool,
  wallpaper: nullable(link),
  wallpaperType: oneOf(WALLPAPER_TYPES),
  muteAll: bool,
  keycapsSound: oneOf(KEYCAPS_SOUNDS),
  keycapsVolume: oneOf(VOLUME_STEPS),
  keycapsPitchModifier: inRange(PITCH_RANGE.min, PITCH_RANGE.max),
  keycapsReleaseSound: bool,
  keycapsSpecial: bool,
  keycapsTrim: bool,
  errorSound: oneOf(ERROR_SOUNDS),
  errorVolume: oneOf(VOLUME_STEPS),
  otherVolume: oneOf(VOLUME_STEPS),
  favoriteMaxLength: nullable(clampedInt(100, 500)),
  exportReminder: oneOf(EXPORT_REMINDERS),
  lastExportTimestamp: timestamp,
  ignoreBrowserWarning: bool,
  ignorePersistencyWarning: bool,
  backupFolder: nullable(text),
  lastVersion: nullable(text),
};

function layoutSchema(device: Device): Schema<PromptLayoutSettings> {
  return {
    fontScale: clampedInt(1, FONT_SCALE_MAX[device]),
    lineHeight: oneOf(LINE_HEIGHT_LABELS),
    lineWidth: oneOf(LINE_WIDTHS),
    paragraphsGap: oneOf(Object.keys(PARAGRAPH_GAPS) as (keyof typeof PARAGRAPH_GAPS)[]),
    indentParagraphs: bool,
    justify: bool,
    font: text,
    fontCustom: nullable(text),
  };
}

function typingSchema(device: Device): Schema<TypingPromptSettings> {
  return {
    ...layoutSchema(device),
    promptHeight: oneOf(PROMPT_HEIGHTS),
    caret: oneOf(CARET_STYLES),
    caretSpeed: oneOf(CARET_SPEED_OPTIONS),
    caretEasing: oneOf(CARET_EASINGS),
    lineScrolling: bool,
    showScrollbar: bool,
    scrollPosition: oneOf(SCROLL_POSITIONS),
    centerBottom: bool,
    newlineIndicator: bool,
    showTypos: oneOf(SHOW_TYPOS_OPTIONS),
    highlightIncorrectWords: bool,
    quickRestart: oneOf(QUICK_RESTART_OPTIONS),
    backspaceWholeWord: bool,
    backspaceStop: bool,
    markAsRead: bool,
    focusWarning: bool,
    autoPauseDelay: oneOf(AUTO_PAUSE_DELAYS),
    screenKeyboard: bool,
    keyboardHaptics: oneOf(HAPTICS_DURATIONS),
    keyboardThickness: oneOf(KEY_THICKNESSES),
    keyboardKeycaps: bool,
    keyboardIndicator: oneOf(KEYBOARD_INDICATORS),
    keyboardLayout: oneOf(DESKTOP_KEYBOARD_LAYOUTS),
    keyboardLayoutMobile: oneOf(MOBILE_KEYBOARD_LAYOUTS),
    keyBoardFont: text,
    keyboardFontCustom: nullable(text),
    zenMode: bool,
    announce: oneOf(ANNOUNCE_LEVELS),
  };
}

/** Validates the shared group, filling defaults. */
export function mergeSharedSettings(stored: unknown): SharedSettings {
  return apply(sharedSchema, defaultSharedSettings(), stored);
}

/** Validates one device's groups (`ui`, `typingPrompt`, `readingPrompt`), filling defaults. */
export function mergeDeviceSettings(stored: unknown, device: Device): DeviceSettings {
  const defaults = defaultDeviceSettings(device);
  const record = isRecord(stored) ? stored : {};
  return {
    ui: apply(uiSchema, defaults.ui, own(record, 'ui')),
    typingPrompt: apply(typingSchema(device), defaults.typingPrompt, own(record, 'typingPrompt')),
    readingPrompt: apply(layoutSchema(device), defaults.readingPrompt, own(record, 'readingPrompt')),
  };
}

/**
 * Validates a whole stored settings document (`{ shared, desktop, mobile }`),
 * whatever it holds: anything missing, mistyped or out of range takes its
 * default. Never throws.
 */
export function mergeSettings(stored: unknown): Settings {
  const record = isRecord(stored) ? stored : {};
  return {
    shared: mergeSharedSettings(own(record, 'shared')),
    desktop: mergeDeviceSettings(own(record, 'desktop'), 'desktop'),
    mobile: mergeDeviceSettings(own(record, 'mobile'), 'mobile'),
  };
}

/** What a settings file holds once checked: the shared group and one device's groups, defaults filled. */
export interface SettingsFileContent {
  shared: SharedSettings;
  device: Device;
  settings: DeviceSettings;
}

/**
 * A parsed settings file (02 §3: the shared section plus the section of the
 * device it was exported from), checked for `device`: that device's section
 * wins, else the other device's is used. Null when it is no settings file (no
 * shared section, no device section); every value in it is held to the same
 * checks as stored settings.
 */
export function settingsFileOf(document: unknown, device: Device): SettingsFileContent | null {
  if (!isRecord(document)) return null;
  const shared = own(document, 'shared');
  if (!isRecord(shared)) return null;
  const other: Device = device === 'desktop' ? 'mobile' : 'desktop';
  const section = [own(document, device), own(document, other)].find(isRecord);
  if (section === undefined) return null;
  return { shared: mergeSharedSettings(shared), device, settings: mergeDeviceSettings(section, device) };
}
