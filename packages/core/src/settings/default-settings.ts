import type { Device } from './settings-options';
import type { DeviceSettings, ReadingPromptSettings, Settings, SharedSettings } from './settings-types';

/** Daily goal default in minutes (01 §9). */
export const DEFAULT_DAILY_GOAL = 15;

/** Defaults of the shared group. */
export function defaultSharedSettings(): SharedSettings {
  return { showHero: true, dailyGoal: DEFAULT_DAILY_GOAL, favoriteGenres: [], favoriteTopics: [] };
}

function defaultReadingPrompt(device: Device): ReadingPromptSettings {
  return {
    fontScale: device === 'desktop' ? 4 : 3,
    lineHeight: 'L',
    lineWidth: 70,
    paragraphsGap: 'M',
    indentParagraphs: false,
    justify: false,
    font: 'Literata',
    fontCustom: null,
  };
}

/**
 * Fresh defaults for one device. Each call returns new objects, so callers may
 * mutate the result (e.g. a valtio proxy) without touching later defaults.
 */
export function defaultDeviceSettings(device: Device): DeviceSettings {
  const mobile = device === 'mobile';
  return {
    ui: {
      showActive: true,
      showDone: true,
      sortBy: 'author',
      theme: 'default',
      darkmode: null,
      readingMode: false,
      wallpaper: null,
      wallpaperType: 'image',
      muteAll: true,
      keycapsSound: 'mechanical/mxbrown',
      keycapsVolume: 0.5,
      keycapsPitchModifier: 0,
      keycapsReleaseSound: false,
      keycapsSpecial: true,
      keycapsTrim: true,
      errorSound: 'error/thump',
      errorVolume: 0.3,
      otherVolume: 0.5,
      favoriteMaxLength: null,
      exportReminder: 'weekly',
      lastExportTimestamp: 0,
      ignoreBrowserWarning: false,
      ignorePersistencyWarning: false,
      backupFolder: null,
      lastVersion: null,
    },
    typingPrompt: {
      fontScale: mobile ? 3 : 4,
      lineHeight: 'M',
      lineWidth: 70,
      paragraphsGap: 'M',
      indentParagraphs: false,
      justify: false,
      font: 'Roboto Mono',
      fontCustom: null,
      promptHeight: mobile ? 5 : 7,
      caret: 'line',
      caretSpeed: 'auto',
      caretEasing: 'ease-out',
      lineScrolling: false,
      showScrollbar: false,
      scrollPosition: 'middle',
      centerBottom: false,
      newlineIndicator: true,
      showTypos: 'highlight',
      highlightIncorrectWords: true,
      quickRestart: mobile ? 'off' : 'esc',
      backspaceWholeWord: false,
      backspaceStop: false,
      markAsRead: !mobile,
      focusWarning: !mobile,
      autoPauseDelay: 5000,
      screenKeyboard: mobile,
      keyboardHaptics: mobile ? 20 : 0,
      keyboardThickness: 2,
      keyboardKeycaps: true,
      keyboardIndicator: 'next',
      keyboardLayout: 'qwerty-us',
      keyboardLayoutMobile: 'qwerty',
      keyBoardFont: 'Roboto Mono',
      keyboardFontCustom: null,
      zenMode: false,
      announce: 'paragraphs',
    },
    readingPrompt: defaultReadingPrompt(device),
  };
}

/** The complete default settings document. */
export function defaultSettings(): Settings {
  return {
    shared: defaultSharedSettings(),
    desktop: defaultDeviceSettings('desktop'),
    mobile: defaultDeviceSettings('mobile'),
  };
}
