import { CJK_FONTS, defaultDeviceSettings, FONTS } from '@typeshelf/core/settings';
import { describe, expect, it } from 'vitest';
import { FONTSOURCE_LOADERS } from './fontsource-loaders';
import { DEFAULT_FACES } from './load-fonts';

describe('Fontsource loaders', () => {
  it('cover every font the settings offer and the CJK fallback, and nothing else', () => {
    expect(Object.keys(FONTSOURCE_LOADERS).sort()).toEqual(
      [...FONTS.map((font) => font.name), ...CJK_FONTS].sort(),
    );
  });

  it("load the default settings' faces without the table, each the stylesheet the table names", () => {
    for (const device of ['desktop', 'mobile'] as const) {
      const { typingPrompt, readingPrompt } = defaultDeviceSettings(device);
      for (const font of [typingPrompt.font, typingPrompt.keyBoardFont, readingPrompt.font])
        expect(Object.keys(DEFAULT_FACES), font).toContain(font);
    }
    for (const [name, load] of Object.entries(DEFAULT_FACES))
      expect(load.toString()).toBe(FONTSOURCE_LOADERS[name]?.toString());
  });
});
