/**
 * What the settings screen shows (02 §2, §6, §9): its sections, and in each
 * a control per setting with the options the spec allows, filtered for the
 * device (desktop-only, mobile-only) and the build (dev-only). The screen
 * renders this description; the rules live here once.
 */
import { FONTS } from './settings-fonts';
import {
  ANNOUNCE_LEVELS,
  type AnnounceLevel,
  AUTO_PAUSE_DELAYS,
  CARET_EASINGS,
  CARET_SPEED_OPTIONS,
  CARET_STYLES,
  DESKTOP_KEYBOARD_LAYOUTS,
  type Device,
  ERROR_SOUNDS,
  EXPORT_REMINDERS,
  FAVORITE_MAX_LENGTHS,
  FONT_SCALE_MAX,
  HAPTICS_DURATIONS,
  HIDDEN_KEYBOARD_LAYOUTS,
  KEY_THICKNESSES,
  KEYBOARD_INDICATORS,
  KEYCAPS_SOUNDS,
  LINE_HEIGHT_LABELS,
  LINE_WIDTHS,
  MOBILE_KEYBOARD_LAYOUTS,
  PARAGRAPH_GAPS,
  PROMPT_HEIGHTS,
  QUICK_RESTART_OPTIONS,
  SCROLL_POSITIONS,
  SHOW_TYPOS_OPTIONS,
  VOLUME_STEPS,
} from './settings-options';
import type { Settings } from './settings-types';
import type { SettingGroup } from './with-setting';

/** The sections, in screen order; each id is also the section's URL hash. */
export const SETTINGS_SECTIONS = [
  { id: 'typing-mode', title: 'Typing mode' },
  { id: 'reading-mode', title: 'Reading mode' },
  { id: 'screen-keyboard', title: 'Screen keyboard' },
  { id: 'themes', title: 'Themes' },
  { id: 'sounds', title: 'Sounds' },
  { id: 'recommendations', title: 'Recommendations' },
  { id: 'manage-data', title: 'Manage data' },
] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

/** A value a choice can hold. */
export type SettingValue = string | number | boolean | null;

export interface SettingOption {
  value: SettingValue;
  label: string;
}

/** Who sees a control: everyone, one kind of device, or development builds only (02 §6). */
export type Availability = 'all' | 'desktop' | 'mobile' | 'dev';

export type SettingControl =
  | { kind: 'toggle' }
  | { kind: 'choice'; options: SettingOption[] }
  /** A daily goal: presets plus a custom number in `min..max`. */
  | { kind: 'goal'; presets: number[]; min: number; max: number }
  /** A slider over a continuous range. */
  | { kind: 'range'; min: number; max: number; step: number };

export interface SettingField {
  /** Unique on the screen: `{group}.{key}`; also the control's DOM id. */
  id: string;
  section: SettingsSectionId;
  group: SettingGroup;
  key: string;
  label: string;
  control: SettingControl;
  availability: Availability;
}

export interface ScreenContext {
  device: Device;
  /** A development build: dev-only options show. */
  dev: boolean;
}

const opts = (values: readonly SettingValue[], label: (value: never) => string = String): SettingOption[] =>
  values.map((value) => ({ value, label: label(value as never) }));

const words = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');
const toggle = { kind: 'toggle' } as const;

/** `mechanical/holypanda` → `Holypanda`. */
const soundName = (value: string) => words(value.split('/')[1] ?? value);

const ANNOUNCE_LABELS: Record<AnnounceLevel, string> = {
  off: 'Off',
  paragraphs: 'Finished paragraphs',
  errors: 'Paragraphs and errors',
  keys: 'Every key',
};

const volumeLabel = (value: number) => (value === 0 ? 'Off' : `${Math.round(value * 100)}%`);

function scaleOptions(device: Device): SettingOption[] {
  return Array.from({ length: FONT_SCALE_MAX[device] }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
}

const fontOptions = (): SettingOption[] => FONTS.map((font) => ({ value: font.name, label: font.name }));

/** The controls both prompts share (font, size, spacing, width), for one group. */
function layoutFields(
  section: SettingsSectionId,
  group: 'typingPrompt' | 'readingPrompt',
  device: Device,
): Omit<SettingField, 'id'>[] {
  return [
    {
      section,
      group,
      key: 'font',
      label: 'Font',
      control: { kind: 'choice', options: fontOptions() },
      availability: 'all',
    },
    {
      section,
      group,
      key: 'fontScale',
      label: 'Font size',
      control: { kind: 'choice', options: scaleOptions(device) },
      availability: 'all',
    },
    {
      section,
      group,
      key: 'lineHeight',
      label: 'Line height',
      control: { kind: 'choice', options: opts(LINE_HEIGHT_LABELS) },
      availability: 'all',
    },
    {
      section,
      group,
      key: 'paragraphsGap',
      label: 'Paragraph spacing',
      control: { kind: 'choice', options: opts(Object.keys(PARAGRAPH_GAPS)) },
      availability: 'all',
    },
    {
      section,
      group,
      key: 'lineWidth',
      label: 'Line width',
      control: { kind: 'choice', options: opts(LINE_WIDTHS, (w: number) => `${w} characters`) },
      availability: 'desktop',
    },
    {
      section,
      group,
      key: 'indentParagraphs',
      label: 'Indent paragraphs',
      control: toggle,
      availability: 'all',
    },
    { section, group, key: 'justify', label: 'Justify text', control: toggle, availability: 'all' },
  ];
}

// biome-ignore format: one control per line reads as the screen does.
function allFields(device: Device): Omit<SettingField, 'id'>[] {
  const t = 'typing-mode';
  const k = 'screen-keyboard';
  const s = 'sounds';
  return [
    { section: t, group: 'shared', key: 'dailyGoal', label: 'Daily goal', control: { kind: 'goal', presets: [5, 10, 15, 20, 25], min: 1, max: 1440 }, availability: 'all' },
    ...layoutFields(t, 'typingPrompt', device),
    { section: t, group: 'typingPrompt', key: 'promptHeight', label: 'Prompt height', control: { kind: 'choice', options: opts(PROMPT_HEIGHTS, (n: number) => `${n} lines`) }, availability: 'all' },
    { section: t, group: 'typingPrompt', key: 'caret', label: 'Caret style', control: { kind: 'choice', options: opts(CARET_STYLES, words) }, availability: 'all' },
    { section: t, group: 'typingPrompt', key: 'caretSpeed', label: 'Caret speed', control: { kind: 'choice', options: opts(CARET_SPEED_OPTIONS, words) }, availability: 'all' },
    { section: t, group: 'typingPrompt', key: 'caretEasing', label: 'Caret easing', control: { kind: 'choice', options: opts(CARET_EASINGS, words) }, availability: 'all' },
    { section: t, group: 'typingPrompt', key: 'lineScrolling', label: 'Line scrolling', control: toggle, availability: 'all' },
    { section: t, group: 'typingPrompt', key: 'scrollPosition', label: 'Scroll position', control: { kind: 'choice', options: opts(SCROLL_POSITIONS, words) }, availability: 'all' },
    { section: t, group: 'typingPrompt', key: 'showScrollbar', label: 'Show scrollbar', control: toggle, availability: 'all' },
    { section: t, group: 'typingPrompt', key: 'centerBottom', label: 'Centre the prompt', control: toggle, availability: 'all' },
    { section: t, group: 'typingPrompt', key: 'newlineIndicator', label: 'Show the paragraph end', control: toggle, availability: 'all' },
    { section: t, group: 'typingPrompt', key: 'showTypos', label: 'Show typos', control: { kind: 'choice', options: opts(SHOW_TYPOS_OPTIONS, (v: string) => (v === 'other' ? 'Both' : words(v))) }, availability: 'all' },
    { section: t, group: 'typingPrompt', key: 'highlightIncorrectWords', label: 'Underline incorrect words', control: toggle, availability: 'all' },
    { section: t, group: 'typingPrompt', key: 'quickRestart', label: 'Restart paragraph key', control: { kind: 'choice', options: opts(QUICK_RESTART_OPTIONS, (v: string) => (v === 'off' ? 'Off' : v === 'esc' ? 'Esc' : 'Tab')) }, availability: 'desktop' },
    { section: t, group: 'typingPrompt', key: 'backspaceWholeWord', label: 'Backspace deletes whole words', control: toggle, availability: 'all' },
    { section: t, group: 'typingPrompt', key: 'backspaceStop', label: 'Backspace stops at the paragraph start', control: toggle, availability: 'dev' },
    { section: t, group: 'typingPrompt', key: 'markAsRead', label: 'Shift+Enter marks as read', control: toggle, availability: 'desktop' },
    { section: t, group: 'typingPrompt', key: 'focusWarning', label: 'Out-of-focus warning', control: toggle, availability: 'desktop' },
    { section: t, group: 'typingPrompt', key: 'autoPauseDelay', label: 'Auto-pause', control: { kind: 'choice', options: opts(AUTO_PAUSE_DELAYS, (ms: number) => (ms === 0 ? 'Never' : `${ms / 1000} s`)) }, availability: 'all' },
    { section: t, group: 'typingPrompt', key: 'zenMode', label: 'Zen mode', control: toggle, availability: 'all' },
    { section: t, group: 'typingPrompt', key: 'announce', label: 'Screen reader announcements', control: { kind: 'choice', options: opts(ANNOUNCE_LEVELS, (v: AnnounceLevel) => ANNOUNCE_LABELS[v]) }, availability: 'all' },
    { section: 'reading-mode', group: 'ui', key: 'readingMode', label: 'Open books in reading mode', control: toggle, availability: 'all' },
    ...layoutFields('reading-mode', 'readingPrompt', device),
    { section: k, group: 'typingPrompt', key: 'screenKeyboard', label: 'Show the screen keyboard', control: toggle, availability: 'all' },
    { section: k, group: 'typingPrompt', key: 'keyboardLayout', label: 'Layout', control: { kind: 'choice', options: opts(DESKTOP_KEYBOARD_LAYOUTS.filter((l) => !HIDDEN_KEYBOARD_LAYOUTS.includes(l)), (v: string) => v.toUpperCase().replace(/-/g, ' ')) }, availability: 'desktop' },
    { section: k, group: 'typingPrompt', key: 'keyboardLayoutMobile', label: 'Layout', control: { kind: 'choice', options: opts(MOBILE_KEYBOARD_LAYOUTS, (v: string) => v.toUpperCase()) }, availability: 'mobile' },
    { section: k, group: 'typingPrompt', key: 'keyboardIndicator', label: 'Highlight', control: { kind: 'choice', options: opts(KEYBOARD_INDICATORS, (v: string) => (v === 'next' ? 'Next key' : v === 'last' ? 'Last key' : 'Both')) }, availability: 'all' },
    { section: k, group: 'typingPrompt', key: 'keyboardKeycaps', label: 'Show key labels', control: toggle, availability: 'all' },
    { section: k, group: 'typingPrompt', key: 'keyboardThickness', label: 'Key thickness', control: { kind: 'choice', options: opts(KEY_THICKNESSES, (px: number) => `${px} px`) }, availability: 'all' },
    { section: k, group: 'typingPrompt', key: 'keyboardHaptics', label: 'Haptics', control: { kind: 'choice', options: opts(HAPTICS_DURATIONS, (ms: number) => (ms === 0 ? 'None' : `${ms} ms`)) }, availability: 'mobile' },
    { section: k, group: 'typingPrompt', key: 'keyBoardFont', label: 'Key font', control: { kind: 'choice', options: fontOptions() }, availability: 'all' },
    { section: 'themes', group: 'ui', key: 'darkmode', label: 'Dark mode', control: { kind: 'choice', options: [{ value: null, label: 'System' }, { value: false, label: 'Light' }, { value: true, label: 'Dark' }] }, availability: 'all' },
    { section: s, group: 'ui', key: 'muteAll', label: 'Mute all sounds', control: toggle, availability: 'all' },
    { section: s, group: 'ui', key: 'keycapsSound', label: 'Key sound', control: { kind: 'choice', options: opts(KEYCAPS_SOUNDS, soundName) }, availability: 'all' },
    { section: s, group: 'ui', key: 'keycapsVolume', label: 'Key volume', control: { kind: 'choice', options: opts(VOLUME_STEPS, volumeLabel) }, availability: 'all' },
    { section: s, group: 'ui', key: 'keycapsPitchModifier', label: 'Key pitch', control: { kind: 'range', min: -0.3, max: 0.3, step: 0.05 }, availability: 'all' },
    { section: s, group: 'ui', key: 'keycapsReleaseSound', label: 'Release sound', control: toggle, availability: 'all' },
    { section: s, group: 'ui', key: 'keycapsSpecial', label: 'Own sounds for Enter, Space and Backspace', control: toggle, availability: 'all' },
    { section: s, group: 'ui', key: 'keycapsTrim', label: 'Trim key sounds', control: toggle, availability: 'all' },
    { section: s, group: 'ui', key: 'errorSound', label: 'Error sound', control: { kind: 'choice', options: opts(ERROR_SOUNDS, soundName) }, availability: 'all' },
    { section: s, group: 'ui', key: 'errorVolume', label: 'Error volume', control: { kind: 'choice', options: opts(VOLUME_STEPS, volumeLabel) }, availability: 'all' },
    { section: s, group: 'ui', key: 'otherVolume', label: 'Effects volume', control: { kind: 'choice', options: opts(VOLUME_STEPS, volumeLabel) }, availability: 'all' },
    { section: 'recommendations', group: 'ui', key: 'favoriteMaxLength', label: 'Longest book', control: { kind: 'choice', options: [...FAVORITE_MAX_LENGTHS, null].map((v) => ({ value: v, label: v === null ? 'All' : `${v} pages` })) }, availability: 'all' },
    { section: 'manage-data', group: 'ui', key: 'exportReminder', label: 'Export reminder', control: { kind: 'choice', options: opts(EXPORT_REMINDERS, words) }, availability: 'all' },
  ];
}

function visible(availability: Availability, { device, dev }: ScreenContext): boolean {
  return availability === 'all' || availability === device || (availability === 'dev' && dev);
}

/** The controls of one section for this device and build, in screen order. */
export function sectionFields(section: SettingsSectionId, context: ScreenContext): SettingField[] {
  return allFields(context.device)
    .filter((field) => field.section === section && visible(field.availability, context))
    .map((field) => ({ ...field, id: `${field.group}.${field.key}` }));
}

/** A setting's current value for this device. */
export function settingValue(settings: Settings, device: Device, field: SettingField): SettingValue {
  const group = field.group === 'shared' ? settings.shared : settings[device][field.group];
  return (group as unknown as Record<string, SettingValue>)[field.key] ?? null;
}

/** A choice's option for a stored value (values compare by identity, `null` included). */
export function optionIndex(options: SettingOption[], value: SettingValue): number {
  return options.findIndex((option) => option.value === value);
}

/** The typed phrases of the destructive actions (02 §4) and their success messages (02 §8). */
export const RESET_ACTIONS = [
  { id: 'progress', label: 'Delete progress', phrase: 'delete progress', done: ['Progress cleared!'] },
  { id: 'settings', label: 'Reset settings', phrase: 'reset settings', done: ['Default settings restored!'] },
  {
    id: 'all',
    label: 'Reset all',
    phrase: 'reset all',
    done: ['Progress cleared!', 'Default settings restored!'],
  },
] as const;
export type ResetActionId = (typeof RESET_ACTIONS)[number]['id'];

/** Whether the typed confirmation matches the action's phrase (case and outer spaces ignored). */
export function confirmsPhrase(typed: string, phrase: string): boolean {
  return typed.trim().toLowerCase() === phrase;
}
