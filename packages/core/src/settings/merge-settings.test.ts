import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDeviceSettings, defaultSettings } from './default-settings';
import { mergeSettings } from './merge-settings';
import {
  AUTO_PAUSE_DELAYS,
  CARET_EASINGS,
  CARET_SPEED_OPTIONS,
  DESKTOP_KEYBOARD_LAYOUTS,
  HAPTICS_DURATIONS,
  KEY_THICKNESSES,
  LINE_HEIGHTS,
  MOBILE_KEYBOARD_LAYOUTS,
  QUICK_RESTART_OPTIONS,
  SHOW_TYPOS_OPTIONS,
} from './settings-options';

describe('settings options', () => {
  it('offers the spec option lists', () => {
    expect(CARET_SPEED_OPTIONS).toEqual(['auto', 'instant', 'slow', 'medium', 'fast', 'very-fast']);
    expect(CARET_EASINGS).toEqual(['swing', 'ease', 'ease-in-out', 'ease-in', 'ease-out', 'linear']);
    expect(SHOW_TYPOS_OPTIONS).toEqual(['highlight', 'replace', 'other']);
    expect(QUICK_RESTART_OPTIONS).toEqual(['off', 'tab', 'esc']);
    expect(DESKTOP_KEYBOARD_LAYOUTS).toHaveLength(13);
    expect(MOBILE_KEYBOARD_LAYOUTS).toEqual(['qwerty', 'azerty', 'qwertz', 'dvorak']);
    expect(AUTO_PAUSE_DELAYS).toEqual([2000, 5000, 10000, 0]);
    expect(HAPTICS_DURATIONS).toEqual([0, 20, 40, 60]);
    expect(KEY_THICKNESSES).toEqual([0, 2, 4, 6]);
    expect(Object.values(LINE_HEIGHTS)).toEqual([1.2, 1.3, 1.5, 1.8, 2.2]);
  });
});

describe('defaultSettings', () => {
  it('has the spec defaults', () => {
    const settings = defaultSettings();
    expect(settings.shared.dailyGoal).toBe(15);
    expect(settings.desktop.ui.muteAll).toBe(true);
    expect(settings.desktop.ui.keycapsSound).toBe('mechanical/mxbrown');
    expect(settings.desktop.ui.errorSound).toBe('error/thump');
    expect(settings.desktop.ui.keycapsVolume).toBe(0.5);
    expect(settings.desktop.ui.errorVolume).toBe(0.3);
  });

  it('differs between desktop and mobile where the spec splits them', () => {
    expect(defaultDeviceSettings('mobile').typingPrompt.screenKeyboard).toBe(true);
    expect(defaultDeviceSettings('desktop').typingPrompt.screenKeyboard).toBe(false);
    expect(defaultDeviceSettings('mobile').typingPrompt.keyboardHaptics).toBe(20);
    expect(defaultDeviceSettings('desktop').typingPrompt.keyboardHaptics).toBe(0);
  });

  it('returns fresh objects each call', () => {
    const a = defaultSettings();
    a.shared.favoriteGenres.push('horror');
    expect(defaultSettings().shared.favoriteGenres).toEqual([]);
  });
});

describe('mergeSettings', () => {
  it('returns the defaults for anything that is not a settings object', () => {
    for (const stored of [undefined, null, 42, 'x', [], [1, 2]]) {
      expect(mergeSettings(stored)).toEqual(defaultSettings());
    }
  });

  it('keeps valid values, drops invalid ones and ignores unknown keys', () => {
    const merged = mergeSettings({
      shared: { dailyGoal: 30, favoriteGenres: ['horror'], extra: 1 },
      desktop: {
        ui: { theme: 'nord', muteAll: 'yes', keycapsVolume: 0.7 },
        typingPrompt: { caretSpeed: 'fast', autoPauseDelay: 3000, keyboardLayout: 'colemak-dh' },
        readingPrompt: { lineHeight: 'XL', fontScale: 99 },
      },
      mobile: { typingPrompt: { fontScale: 10, keyboardLayoutMobile: 'azerty' } },
    });
    expect(merged.shared).toEqual({
      showHero: true,
      dailyGoal: 30,
      favoriteGenres: ['horror'],
      favoriteTopics: [],
    });
    expect(merged.desktop.ui.theme).toBe('nord');
    expect(merged.desktop.ui.muteAll).toBe(true);
    expect(merged.desktop.ui.keycapsVolume).toBe(0.5);
    expect(merged.desktop.typingPrompt.caretSpeed).toBe('fast');
    expect(merged.desktop.typingPrompt.autoPauseDelay).toBe(5000);
    expect(merged.desktop.typingPrompt.keyboardLayout).toBe('colemak-dh');
    expect(merged.desktop.readingPrompt.lineHeight).toBe('XL');
    expect(merged.desktop.readingPrompt.fontScale).toBe(10);
    expect(merged.mobile.typingPrompt.fontScale).toBe(8);
    expect(merged.mobile.typingPrompt.keyboardLayoutMobile).toBe('azerty');
    expect('extra' in merged.shared).toBe(false);
  });

  it('clamps a custom daily goal to 1..1440 minutes', () => {
    expect(mergeSettings({ shared: { dailyGoal: 0 } }).shared.dailyGoal).toBe(1);
    expect(mergeSettings({ shared: { dailyGoal: 5000 } }).shared.dailyGoal).toBe(1440);
    expect(mergeSettings({ shared: { dailyGoal: Number.NaN } }).shared.dailyGoal).toBe(15);
  });

  it('rejects prototype keys', () => {
    const hostile = JSON.parse(
      '{"__proto__": {"polluted": true}, "shared": {"__proto__": {"dailyGoal": 99}}}',
    );
    const merged = mergeSettings(hostile);
    expect(merged).toEqual(defaultSettings());
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged.shared)).toBe(Object.prototype);
  });

  it('is idempotent and never throws on any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        const once = mergeSettings(stored);
        expect(mergeSettings(once)).toEqual(once);
      }),
    );
  });

  it('is the identity on valid settings', () => {
    const settings = defaultSettings();
    settings.mobile.typingPrompt.caretEasing = 'swing';
    expect(mergeSettings(JSON.parse(JSON.stringify(settings)))).toEqual(settings);
  });
});
