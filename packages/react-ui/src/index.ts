/** @typeshelf/react-ui — React components and hooks over @typeshelf/core. */
export { AppShell, type AppShellProps } from './app-shell';
// ── Prompt, keyboard, sounds, results ───────────────────────────────────────
export { canVibrate, vibrate } from './keyboard/haptics';
export { findKey, type KeyPosition } from './keyboard/key-lookup';
export {
  DESKTOP_LAYOUT_IDS,
  DESKTOP_LAYOUTS,
  type DesktopLayoutId,
  isDesktopLayoutId,
  isMobileLayoutId,
  MOBILE_LAYOUT_IDS,
  type MobileLayoutId,
  VISIBLE_DESKTOP_LAYOUT_IDS,
} from './keyboard/keyboard-layouts';
export {
  MobileKeyboard,
  type MobileKeyboardProps,
  type MobileKeyPress,
  type MobileLayer,
  nextLayer,
} from './keyboard/mobile-keyboard';
export { type KeyboardIndicator, ScreenKeyboard, type ScreenKeyboardProps } from './keyboard/screen-keyboard';
export {
  CARET_EASING_CSS,
  type CaretEasing,
  type CaretStyle,
  type CharBox,
  caretRect,
  measureChar,
} from './prompt/caret-geometry';
export {
  type CharStateCode,
  CORRECT,
  FIXED,
  isWordIncorrect,
  splitWords,
  UNTYPED,
  type WordSpan,
  WRONG,
} from './prompt/char-states';
export { DictionaryPanel, type DictionaryPanelProps } from './prompt/dictionary-panel';
export { type DictionaryEntry, dictionaryWord, fetchDefinition } from './prompt/dictionary-word';
export { DEFAULT_PROMPT_LOOK, lookStyle, type PromptLook, type TypoDisplay } from './prompt/prompt-look';
export { PromptParagraph, type PromptParagraphProps } from './prompt/prompt-paragraph';
export {
  type ParagraphView,
  PromptScreen,
  type PromptScreenProps,
  type ScrollPosition,
} from './prompt/prompt-screen';
export { ResultsChart, type ResultsChartPoint, type ResultsChartProps } from './results/results-chart';
export {
  accuracyTone,
  consistencyTone,
  formatDuration,
  type ResultsFigures,
  StatsGrid,
} from './results/stats-grid';
export { ModifierGate } from './sound/modifier-gate';
export { SoundPlayer } from './sound/sound-player';
export { DEFAULT_SOUND_SETTINGS, keyPlaybackRate, type SoundSettings } from './sound/sound-settings';
