/**
 * The settings model (01 §3, 02 §3). Desktop and mobile keep their own
 * `ui`, `typingPrompt` and `readingPrompt` groups; `shared` is common to both.
 */
import type {
  AnnounceLevel,
  AutoPauseDelay,
  CaretEasing,
  CaretSpeedOption,
  CaretStyle,
  DesktopKeyboardLayout,
  ErrorSound,
  ExportReminder,
  HapticsDuration,
  KeyboardIndicator,
  KeycapsSound,
  KeyThickness,
  LineHeight,
  LineWidth,
  MobileKeyboardLayout,
  ParagraphsGap,
  PromptHeight,
  QuickRestart,
  ScrollPosition,
  ShowTypos,
  SortOrder,
  ThemeName,
  Volume,
  WallpaperType,
} from './settings-options';

/** Interface, library, theme and sound settings of one device. */
export interface UiSettings {
  /** Library: include books in progress on tabs other than in-progress/done. */
  showActive: boolean;
  /** Library: include finished books on tabs other than in-progress/done. */
  showDone: boolean;
  /** Library sort order. */
  sortBy: SortOrder;
  theme: ThemeName;
  /** Dark mode on or off; null follows the system's colour scheme. */
  darkmode: boolean | null;
  /** The prompt opens in reading mode rather than typing mode. */
  readingMode: boolean;
  /** Wallpaper image or video URL (dev only); null for none. */
  wallpaper: string | null;
  wallpaperType: WallpaperType;
  /** Switches every sound off. */
  muteAll: boolean;
  keycapsSound: KeycapsSound;
  keycapsVolume: Volume;
  /** Pitch shift of key sounds, -0.3..0.3. */
  keycapsPitchModifier: number;
  /** Also play a sound when a key is released. */
  keycapsReleaseSound: boolean;
  /** Enter, Space and Backspace play their own sounds. */
  keycapsSpecial: boolean;
  /** Trim the silence at the start of key sounds. */
  keycapsTrim: boolean;
  errorSound: ErrorSound;
  errorVolume: Volume;
  /** Volume of effects (record, success, confetti). */
  otherVolume: Volume;
  /** Recommendations: longest preferred book in pages; null for any length. */
  favoriteMaxLength: number | null;
  exportReminder: ExportReminder;
  /** When the user last exported a save file, ms since the epoch; 0 for never. */
  lastExportTimestamp: number;
  ignoreBrowserWarning: boolean;
  ignorePersistencyWarning: boolean;
  /** Dev only: folder name for automatic backups; null when unset. */
  backupFolder: string | null;
  /** The app version the user last saw, for "what's new"; null on first run. */
  lastVersion: string | null;
}

/** Settings common to desktop and mobile. */
export interface SharedSettings {
  /** Show the welcome/continue hero on the home screen. */
  showHero: boolean;
  /** Daily typing goal in minutes, 1..1440. */
  dailyGoal: number;
  /** Genre slugs the recommender prefers. */
  favoriteGenres: string[];
  /** Topic slugs the recommender prefers. */
  favoriteTopics: string[];
}

/** Text layout options shared by the typing and the reading prompt. */
export interface PromptLayoutSettings {
  /** Font scale step, 1..10 on desktop and 1..8 on mobile. */
  fontScale: number;
  lineHeight: LineHeight;
  /** Desktop only: prompt width in characters. */
  lineWidth: LineWidth;
  paragraphsGap: ParagraphsGap;
  indentParagraphs: boolean;
  justify: boolean;
  /** One of the bundled font names. */
  font: string;
  /** File name of an imported custom font used instead of `font`; null for none. */
  fontCustom: string | null;
}

/** Typing prompt settings of one device. */
export interface TypingPromptSettings extends PromptLayoutSettings {
  /** Prompt height in lines. */
  promptHeight: PromptHeight;
  caret: CaretStyle;
  caretSpeed: CaretSpeedOption;
  caretEasing: CaretEasing;
  /** Scroll line by line rather than smoothly. */
  lineScrolling: boolean;
  showScrollbar: boolean;
  /** Where the active line is kept while scrolling. */
  scrollPosition: ScrollPosition;
  /** Keep the active line at the bottom when the text is short. */
  centerBottom: boolean;
  /** Show the ↵ marker at paragraph ends. */
  newlineIndicator: boolean;
  showTypos: ShowTypos;
  /** Underline fully typed words that differ from the original. */
  highlightIncorrectWords: boolean;
  /** Desktop only: the key that restarts the current paragraph. */
  quickRestart: QuickRestart;
  /** Plain Backspace deletes a whole word. */
  backspaceWholeWord: boolean;
  /** Dev only: Backspace stops at the start of the current word. */
  backspaceStop: boolean;
  /** Desktop only: Shift+Enter at a paragraph start marks it read. */
  markAsRead: boolean;
  /** Desktop only: show the out-of-focus overlay. */
  focusWarning: boolean;
  /** Auto-pause after this many ms without a key; 0 never pauses. */
  autoPauseDelay: AutoPauseDelay;
  /** Show the on-screen keyboard. */
  screenKeyboard: boolean;
  /** Mobile only: vibration per key press in ms. */
  keyboardHaptics: HapticsDuration;
  keyboardThickness: KeyThickness;
  /** Draw key caps (letters) on the on-screen keyboard. */
  keyboardKeycaps: boolean;
  keyboardIndicator: KeyboardIndicator;
  keyboardLayout: DesktopKeyboardLayout;
  keyboardLayoutMobile: MobileKeyboardLayout;
  /** Font of the on-screen keyboard. */
  keyBoardFont: string;
  keyboardFontCustom: string | null;
  /** Hide everything but the prompt while typing. */
  zenMode: boolean;
  /** What the screen-reader live region says while typing (never every key unless asked). */
  announce: AnnounceLevel;
}

/** Reading prompt settings of one device. */
export type ReadingPromptSettings = PromptLayoutSettings;

/** Everything stored per device. */
export interface DeviceSettings {
  ui: UiSettings;
  typingPrompt: TypingPromptSettings;
  readingPrompt: ReadingPromptSettings;
}

/** The whole settings document: the shared group and one group per device. */
export interface Settings {
  shared: SharedSettings;
  desktop: DeviceSettings;
  mobile: DeviceSettings;
}
