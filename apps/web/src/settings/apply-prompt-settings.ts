/**
 * The prompt's part of applying the settings (the page-wide part is
 * `apply-settings.ts`): the fonts the prompt draws with are loaded, and its
 * text box (look, caret, height, scrolling), its page and its keyboard are
 * worked out from the settings, so the book's prompt and a practice drill
 * only hand the result to react-ui's components and read no setting of how
 * they look themselves. A file apart from the page-wide part because the
 * font list and the spacing tables belong in the prompt's first load, not
 * every page's.
 */
import {
  type DeviceSettings,
  fontStack,
  LINE_HEIGHTS,
  PARAGRAPH_GAPS,
  type PromptLayoutSettings,
  settingFontFamily,
} from '@typeshelf/core/settings';
import type { PromptLook, PromptScreenProps } from '@typeshelf/react-ui';
import { useMemo } from 'react';
import { localData } from '../storage/current-profile';
import { useFonts } from './fonts/load-fonts';

/** Font size in rem for a font scale step (1..10): step 4, the desktop default, is 1.6 rem. */
export const fontSizeRem = (scale: number) => 0.8 + 0.2 * scale;

/** What both prompts draw alike, from their layout settings. */
function layoutLook(layout: PromptLayoutSettings) {
  return {
    fontFamily: fontStack(settingFontFamily(layout.font, layout.fontCustom)),
    fontSizeRem: fontSizeRem(layout.fontScale),
    lineHeight: LINE_HEIGHTS[layout.lineHeight],
    paragraphGapEm: PARAGRAPH_GAPS[layout.paragraphsGap],
    lineWidthCh: layout.lineWidth,
    justify: layout.justify,
    indent: layout.indentParagraphs,
  };
}

function typingLook(prompt: DeviceSettings['typingPrompt']): PromptLook {
  return {
    ...layoutLook(prompt),
    newlineIndicator: prompt.newlineIndicator,
    showTypos: prompt.showTypos,
    highlightIncorrectWords: prompt.highlightIncorrectWords,
  };
}

function readingLook(reading: DeviceSettings['readingPrompt']): PromptLook {
  return {
    ...layoutLook(reading),
    newlineIndicator: false,
    showTypos: 'highlight',
    highlightIncorrectWords: false,
  };
}

type TypingSettings = DeviceSettings['typingPrompt'];

/** The on-screen keyboard as the settings ask for it (01 §9), for the current device. */
export interface AppliedKeyboard {
  /** Whether an on-screen keyboard shows (never in reading mode). */
  shown: boolean;
  /** A phone's own keyboard stays closed while the on-screen one types. */
  replacesSystemKeyboard: boolean;
  layout: TypingSettings['keyboardLayout'];
  layoutMobile: TypingSettings['keyboardLayoutMobile'];
  indicator: TypingSettings['keyboardIndicator'];
  keycaps: boolean;
  thickness: TypingSettings['keyboardThickness'];
  haptics: TypingSettings['keyboardHaptics'];
  fontFamily: string;
}

/** The text box's part of react-ui's `PromptScreen` props that the settings decide. */
export type AppliedPromptScreen = Pick<
  PromptScreenProps,
  'look' | 'caretStyle' | 'caretSpeed' | 'caretEasing' | 'heightLines' | 'lineScrolling' | 'scrollPosition'
>;

/** What the prompt draws with, the settings applied. */
export interface AppliedPromptSettings {
  /** Spread into `PromptScreen` as they are. */
  screen: AppliedPromptScreen;
  /** The text sits low on the page, near the keyboard (`data-center-bottom`). */
  centerBottom: boolean;
  keyboard: AppliedKeyboard;
}

/**
 * The prompt's settings applied: its fonts (and a Japanese or Chinese book's
 * CJK families) start loading beside typing, the text drawing at once in the
 * fallbacks and swapping when they land; the text box of the current mode,
 * the page's layout and the keyboard come back for the prompt to draw with.
 */
export function useAppliedPromptSettings(
  settings: DeviceSettings,
  reading: boolean,
  mobile: boolean,
  language: string | undefined,
): AppliedPromptSettings {
  const typing = settings.typingPrompt;
  const look = useMemo(
    () => (reading ? readingLook(settings.readingPrompt) : typingLook(typing)),
    [reading, settings.readingPrompt, typing],
  );
  useFonts(
    localData.cache,
    [
      reading ? settings.readingPrompt : typing,
      { font: typing.keyBoardFont, fontCustom: typing.keyboardFontCustom },
    ],
    language,
  );
  const screen = useMemo(
    (): AppliedPromptScreen => ({
      look,
      caretStyle: typing.caret,
      caretSpeed: typing.caretSpeed,
      caretEasing: typing.caretEasing,
      // Reading mode's text grows with the page; typing keeps the box the settings ask for.
      heightLines: reading ? null : typing.promptHeight,
      lineScrolling: typing.lineScrolling,
      scrollPosition: typing.scrollPosition,
    }),
    [look, typing, reading],
  );
  return {
    screen,
    centerBottom: typing.centerBottom,
    keyboard: {
      shown: typing.screenKeyboard && !reading,
      replacesSystemKeyboard: mobile && typing.screenKeyboard,
      layout: typing.keyboardLayout,
      layoutMobile: typing.keyboardLayoutMobile,
      indicator: typing.keyboardIndicator,
      keycaps: typing.keyboardKeycaps,
      thickness: typing.keyboardThickness,
      haptics: typing.keyboardHaptics,
      fontFamily: fontStack(settingFontFamily(typing.keyBoardFont, typing.keyboardFontCustom)),
    },
  };
}
