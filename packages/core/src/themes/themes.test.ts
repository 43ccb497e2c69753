import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_THEMES, FREE_THEMES, THEMES, WALLPAPER_THEMES } from '../settings/settings-options';
import { contrastRatio, isHexColour } from './colour';
import {
  AA_TEXT,
  AAA_TEXT,
  NON_TEXT,
  type ThemeMode,
  themeFavicon,
  themeStylesheet,
  themeTokens,
} from './theme-tokens';
import { THEME_LIST, themeByName } from './themes';

const MODES: ThemeMode[] = ['light', 'dark'];

/** Typed and untyped text must differ in lightness, not only in hue, to tell them apart at a glance. */
const TYPED_UNTYPED = 2;

describe('the theme list', () => {
  it('holds the 18 free, 6 accessibility and 1 wallpaper themes of the spec, once each', () => {
    expect(THEME_LIST.map((t) => t.name)).toEqual([...THEMES]);
    expect(THEME_LIST.filter((t) => t.type === 'free').map((t) => t.name)).toEqual([...FREE_THEMES]);
    expect(THEME_LIST.filter((t) => t.type === 'accessibility').map((t) => t.name)).toEqual([
      ...ACCESSIBILITY_THEMES,
    ]);
    expect(THEME_LIST.filter((t) => t.type === 'wallpaper').map((t) => t.name)).toEqual([
      ...WALLPAPER_THEMES,
    ]);
    expect(themeByName('full-color-blind').label).toBe('Monochrome');
    expect(themeByName('glass').label).toBe('Mono Glass');
  });

  it('gives each theme seven light and seven dark colours and gradient indexes into them', () => {
    for (const theme of THEME_LIST) {
      for (const palette of [theme.light, theme.dark]) {
        expect(palette).toHaveLength(7);
        for (const colour of palette) expect(isHexColour(colour), `${theme.name} ${colour}`).toBe(true);
      }
      for (const index of theme.gradient) expect(index).toBeLessThan(7);
    }
  });

  it('gives every theme its own colours', () => {
    const seen = new Set(THEME_LIST.map((t) => `${t.light.join()}|${t.dark.join()}`));
    expect(seen.size).toBe(THEME_LIST.length);
  });

  it('falls back to the default theme for a name it does not know', () => {
    expect(themeByName('no-such-theme').name).toBe('default');
  });
});

describe.each(THEME_LIST.flatMap((theme) => MODES.map((mode) => [theme.name, mode] as const)))(
  'contrast of %s in %s mode',
  (name, mode) => {
    const theme = themeByName(name);
    const t = themeTokens(theme, mode);
    // The accessibility themes promise more: AAA (7:1) for everything typed or read in the prompt.
    const text = theme.type === 'accessibility' ? AAA_TEXT : AA_TEXT;
    const caret = theme.type === 'accessibility' ? AA_TEXT : NON_TEXT;
    const ratio = (a: string, b: string) => contrastRatio(a, b);

    it('text reads on the background and on panels', () => {
      expect(ratio(t.fg, t.bg)).toBeGreaterThanOrEqual(text);
      expect(ratio(t.fg, t.surface)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(ratio(t.muted, t.surface)).toBeGreaterThanOrEqual(AA_TEXT);
    });

    it('typed, untyped and incorrect characters read, and typed differs from untyped', () => {
      expect(ratio(t.typed, t.bg)).toBeGreaterThanOrEqual(text);
      expect(ratio(t.untyped, t.bg)).toBeGreaterThanOrEqual(text);
      expect(ratio(t.incorrect, t.bg)).toBeGreaterThanOrEqual(text);
      expect(ratio(t.incorrect, t['incorrect-bg'])).toBeGreaterThanOrEqual(AA_TEXT);
      expect(ratio(t.typed, t.untyped)).toBeGreaterThanOrEqual(TYPED_UNTYPED);
    });

    it('a typo is marked, not only coloured: its underline shows 3:1 on its tint and on the page', () => {
      // The prompt underlines an incorrect character in the incorrect colour over its tint
      // (prompt.css), so a typo stands out from correct text even where hues look alike.
      expect(ratio(t.incorrect, t['incorrect-bg'])).toBeGreaterThanOrEqual(NON_TEXT);
      expect(ratio(t.incorrect, t.bg)).toBeGreaterThanOrEqual(NON_TEXT);
      // The tint is visible on the page.
      expect(ratio(t['incorrect-bg'], t.bg)).toBeGreaterThanOrEqual(1.2);
      // And in a theme with hues, the typo is not the colour of correct text.
      expect(ratio(t.incorrect, t.typed)).toBeGreaterThanOrEqual(
        theme.name === 'full-color-blind' ? 1.3 : 1.4,
      );
    });

    it('the caret and the current word stand out from the page', () => {
      expect(ratio(t.caret, t.bg)).toBeGreaterThanOrEqual(caret);
      expect(ratio(t.caret, t['current-word-bg'])).toBeGreaterThanOrEqual(caret);
      expect(ratio(t.untyped, t['current-word-bg'])).toBeGreaterThanOrEqual(AA_TEXT);
    });

    it('links, status colours and text on filled controls read', () => {
      for (const colour of [t.accent, t.error, t.ok, t.warning]) {
        expect(ratio(colour, t.bg)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(ratio(colour, t.surface)).toBeGreaterThanOrEqual(AA_TEXT);
      }
      expect(ratio(t['accent-fg'], t.accent)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(ratio(t['error-fg'], t.error)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(ratio(t['ok-fg'], t.ok)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(ratio(t['warning-fg'], t.warning)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(ratio(t['border-strong'], t.bg)).toBeGreaterThanOrEqual(NON_TEXT);
      expect(ratio(t.focus, t.bg)).toBeGreaterThanOrEqual(NON_TEXT);
    });
  },
);

describe('themeStylesheet', () => {
  it('sets every token for light mode on the root and for dark mode on body.dark', () => {
    const css = themeStylesheet(themeByName('nord'));
    const [light, dark] = css.split('body.dark');
    expect(light).toContain('--bg:#eceff4;');
    expect(light).toContain('color-scheme:light');
    expect(dark).toContain('--bg:#2e3440;');
    expect(dark).toContain('color-scheme:dark');
    for (const name of Object.keys(themeTokens(themeByName('nord'), 'light'))) {
      expect(light).toContain(`--${name}:`);
      expect(dark).toContain(`--${name}:`);
    }
  });
});

describe('themeFavicon', () => {
  it('draws the icon in the theme gradient colours of the mode', () => {
    const theme = themeByName('dracula');
    const svg = themeFavicon(theme, 'dark');
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(theme.dark[theme.gradient[0]]);
    expect(svg).toContain(theme.dark[theme.gradient[1]]);
    expect(themeFavicon(theme, 'light')).toContain(theme.light[theme.gradient[0]]);
  });
});
