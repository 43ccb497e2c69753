import { describe, expect, it } from 'vitest';
import { defaultSettings } from './default-settings';
import { mergeSettings } from './merge-settings';
import {
  customFontFamily,
  FONTS,
  fontStack,
  isFontFileName,
  needsCjkFallback,
  settingFontFamily,
} from './settings-fonts';
import {
  confirmsPhrase,
  optionIndex,
  SETTINGS_SECTIONS,
  sectionFields,
  settingValue,
} from './settings-screen';
import { withSetting } from './with-setting';

const desktop = { device: 'desktop', dev: false } as const;
const mobile = { device: 'mobile', dev: false } as const;
const keys = (section: Parameters<typeof sectionFields>[0], context: Parameters<typeof sectionFields>[1]) =>
  sectionFields(section, context).map((field) => field.key);

describe('settings screen', () => {
  it('has the seven sections of the spec, addressed by hash', () => {
    expect(SETTINGS_SECTIONS.map((s) => s.id)).toEqual([
      'typing-mode',
      'reading-mode',
      'screen-keyboard',
      'themes',
      'sounds',
      'recommendations',
      'manage-data',
    ]);
  });

  it('shows desktop-only, mobile-only and dev-only controls only where they apply', () => {
    expect(keys('typing-mode', desktop)).toEqual(
      expect.arrayContaining(['lineWidth', 'markAsRead', 'focusWarning']),
    );
    expect(keys('typing-mode', mobile)).not.toEqual(expect.arrayContaining(['lineWidth']));
    expect(keys('typing-mode', mobile)).not.toContain('markAsRead');
    expect(keys('screen-keyboard', mobile)).toContain('keyboardHaptics');
    expect(keys('screen-keyboard', desktop)).not.toContain('keyboardHaptics');
    expect(keys('screen-keyboard', desktop)).toContain('keyboardLayout');
    expect(keys('screen-keyboard', mobile)).toEqual(expect.arrayContaining(['keyboardLayoutMobile']));
    expect(keys('typing-mode', desktop)).not.toContain('backspaceStop');
    expect(keys('typing-mode', { device: 'desktop', dev: true })).toContain('backspaceStop');
  });

  it('covers every typing, reading and sound field of the settings model on desktop', () => {
    const shown = new Set(
      SETTINGS_SECTIONS.flatMap((s) =>
        sectionFields(s.id, { device: 'desktop', dev: true }).map((f) => f.id),
      ),
    );
    const model = defaultSettings().desktop;
    const hidden = new Set(['keyboardLayoutMobile', 'keyboardHaptics', 'fontCustom', 'keyboardFontCustom']);
    for (const key of Object.keys(model.typingPrompt).filter((k) => !hidden.has(k)))
      expect(shown, key).toContain(`typingPrompt.${key}`);
    for (const key of Object.keys(model.readingPrompt).filter((k) => !hidden.has(k)))
      expect(shown, key).toContain(`readingPrompt.${key}`);
    for (const key of [
      'muteAll',
      'keycapsSound',
      'keycapsVolume',
      'keycapsPitchModifier',
      'errorSound',
      'errorVolume',
      'otherVolume',
      'exportReminder',
      'favoriteMaxLength',
      'darkmode',
    ])
      expect(shown, key).toContain(`ui.${key}`);
  });

  it('offers the live region levels on both devices, finished paragraphs by default and never every key', () => {
    for (const context of [desktop, mobile]) {
      const field = sectionFields('typing-mode', context).find((f) => f.key === 'announce');
      expect(field?.control).toEqual({
        kind: 'choice',
        options: [
          { value: 'off', label: 'Off' },
          { value: 'paragraphs', label: 'Finished paragraphs' },
          { value: 'errors', label: 'Paragraphs and errors' },
          { value: 'keys', label: 'Every key' },
        ],
      });
      expect(settingValue(defaultSettings(), context.device, field!)).toBe('paragraphs');
    }
    const stored = {
      desktop: { typingPrompt: { announce: 'shout' } },
      mobile: { typingPrompt: { announce: 'off' } },
    };
    expect(mergeSettings(stored).desktop.typingPrompt.announce).toBe('paragraphs');
    expect(mergeSettings(stored).mobile.typingPrompt.announce).toBe('off');
  });

  it('offers the spec steps: font scale 1..10 on desktop and 1..8 on mobile, four auto-pause choices', () => {
    const scale = (context: typeof desktop | typeof mobile) => {
      const control = sectionFields('typing-mode', context).find((f) => f.key === 'fontScale')?.control;
      return control?.kind === 'choice' ? control.options.map((o) => o.value) : [];
    };
    expect(scale(desktop)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(scale(mobile)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const pause = sectionFields('typing-mode', desktop).find((f) => f.key === 'autoPauseDelay')?.control;
    expect(pause?.kind === 'choice' && pause.options.map((o) => o.label)).toEqual([
      '2 s',
      '5 s',
      '10 s',
      'Never',
    ]);
    const haptics = sectionFields('screen-keyboard', mobile).find(
      (f) => f.key === 'keyboardHaptics',
    )?.control;
    expect(haptics?.kind === 'choice' && haptics.options.map((o) => o.value)).toEqual([0, 20, 40, 60]);
  });

  it('every choice offers only values the settings model accepts, and its default', () => {
    for (const context of [desktop, mobile]) {
      const settings = defaultSettings();
      for (const section of SETTINGS_SECTIONS) {
        for (const field of sectionFields(section.id, context)) {
          if (field.control.kind !== 'choice') continue;
          expect(
            optionIndex(field.control.options, settingValue(settings, context.device, field)),
            field.id,
          ).toBeGreaterThanOrEqual(0);
          for (const option of field.control.options) {
            const patch = withSetting(settings, context.device, field.group, field.key, option.value);
            const merged = mergeSettings({ ...settings, [patch.section]: patch.value });
            expect(settingValue(merged, context.device, field), `${field.id}=${option.value}`).toBe(
              option.value,
            );
          }
        }
      }
    }
  });

  it('changes one device without touching the other', () => {
    const settings = defaultSettings();
    const patch = withSetting(settings, 'mobile', 'typingPrompt', 'caret', 'block');
    const next = mergeSettings({ ...settings, [patch.section]: patch.value });
    expect(next.mobile.typingPrompt.caret).toBe('block');
    expect(next.desktop.typingPrompt.caret).toBe('line');
  });

  it('confirms a destructive action only with its phrase', () => {
    expect(confirmsPhrase(' Reset All ', 'reset all')).toBe(true);
    expect(confirmsPhrase('reset', 'reset all')).toBe(false);
  });
});

describe('fonts', () => {
  it('lists 36 distinct fonts, twelve of each kind', () => {
    expect(new Set(FONTS.map((f) => f.name)).size).toBe(36);
    for (const kind of ['mono', 'sans', 'serif'])
      expect(FONTS.filter((f) => f.kind === kind)).toHaveLength(12);
  });

  it('falls back to a local font of the same kind, then CJK families', () => {
    const stack = fontStack('Lora');
    expect(stack.startsWith('"Lora", Georgia')).toBe(true);
    expect(stack).toContain('"Noto Sans JP", "Noto Sans SC", "Noto Sans CJK JP"');
    expect(stack.endsWith('serif')).toBe(true);
    expect(fontStack('Roboto Mono').endsWith('monospace')).toBe(true);
  });

  it('loads the bundled CJK families for Japanese and Chinese books only', () => {
    expect(['ja', 'zh', 'zh-Hant', 'ZH_cn', ' ja '].every(needsCjkFallback)).toBe(true);
    expect(['en', 'ko', 'jam', '', null, undefined].some(needsCjkFallback)).toBe(false);
  });

  it('draws with the custom font when one is chosen', () => {
    expect(settingFontFamily('Lora', null)).toBe('Lora');
    expect(settingFontFamily('Lora', 'My Font.woff2')).toBe('My Font');
  });

  it('accepts .woff, .woff2, .ttf and .otf only', () => {
    expect(['a.woff', 'b.WOFF2', 'c.ttf', 'd.otf'].every(isFontFileName)).toBe(true);
    expect(['a.eot', 'b.svg', 'woff'].some(isFontFileName)).toBe(false);
    expect(customFontFamily('My Font.woff2')).toBe('My Font');
  });
});
