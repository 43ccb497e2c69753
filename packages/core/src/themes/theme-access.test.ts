import { describe, expect, it } from 'vitest';
import { isProTheme, themeInEffect, themeOffered } from './theme-access';
import { THEME_LIST, themeByName } from './themes';

const free = { devMode: false, isPremium: false };

describe('theme access', () => {
  it('makes the wallpaper themes Pro’s extra themes, and only those', () => {
    expect(THEME_LIST.filter(isProTheme).map((t) => t.name)).toEqual(['glass']);
    expect(THEME_LIST.filter((t) => !themeOffered(t, free)).map((t) => t.name)).toEqual(['glass']);
  });

  it('offers them to Pro and in development mode', () => {
    expect(themeOffered(themeByName('glass'), { ...free, isPremium: true })).toBe(true);
    expect(themeOffered(themeByName('glass'), { ...free, devMode: true })).toBe(true);
  });

  it('wears the default theme in place of one no longer offered', () => {
    expect(themeInEffect('glass', free)).toBe('default');
    expect(themeInEffect('glass', { ...free, isPremium: true })).toBe('glass');
    expect(themeInEffect('nord', free)).toBe('nord');
  });
});
