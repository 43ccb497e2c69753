/**
 * Settings values → what the prompt draws with. Kept in one place so the
 * settings screen and the prompt agree on what each step means.
 */
import {
  type DeviceSettings,
  fontStack,
  LINE_HEIGHTS,
  PARAGRAPH_GAPS,
  type PromptLayoutSettings,
  settingFontFamily,
} from '@typeshelf/core/settings';
import type { PromptLook } from '@typeshelf/react-ui';

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

export function typingLook(prompt: DeviceSettings['typingPrompt']): PromptLook {
  return {
    ...layoutLook(prompt),
    newlineIndicator: prompt.newlineIndicator,
    showTypos: prompt.showTypos,
    highlightIncorrectWords: prompt.highlightIncorrectWords,
  };
}

export function readingLook(reading: DeviceSettings['readingPrompt']): PromptLook {
  return {
    ...layoutLook(reading),
    newlineIndicator: false,
    showTypos: 'highlight',
    highlightIncorrectWords: false,
  };
}
