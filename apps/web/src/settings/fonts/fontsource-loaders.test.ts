import { CJK_FONTS, FONTS } from '@typeshelf/core/settings';
import { describe, expect, it } from 'vitest';
import { FONTSOURCE_LOADERS } from './fontsource-loaders';

describe('Fontsource loaders', () => {
  it('cover every font the settings offer and the CJK fallback, and nothing else', () => {
    expect(Object.keys(FONTSOURCE_LOADERS).sort()).toEqual(
      [...FONTS.map((font) => font.name), ...CJK_FONTS].sort(),
    );
  });
});
