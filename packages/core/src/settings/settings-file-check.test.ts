import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { metadataText } from '../text/metadata-text';
import { defaultDeviceSettings, defaultSettings } from './default-settings';
import { settingsFileOf } from './merge-settings';

/** What a settings file from outside may hold: bad fields dropped, text normalised, links http(s). */

const prototypeIntact = () =>
  (({}) as Record<string, unknown>).polluted === undefined && !('polluted' in Object.prototype);

describe('settingsFileOf', () => {
  it('reads an exported file back as written', () => {
    const settings = defaultSettings();
    const read = settingsFileOf(
      JSON.parse(JSON.stringify({ shared: settings.shared, desktop: settings.desktop })),
      'desktop',
    );
    expect(read).toEqual({ shared: settings.shared, device: 'desktop', settings: settings.desktop });
  });

  it('takes the other device’s section when this device has none', () => {
    const muteAll = !defaultDeviceSettings('desktop').ui.muteAll;
    const read = settingsFileOf({ shared: {}, mobile: { ui: { muteAll } } }, 'desktop');
    expect(read?.settings.ui.muteAll).toBe(muteAll);
  });

  it('is null for what is no settings file', () => {
    for (const document of [
      null,
      1,
      'x',
      [],
      {},
      { shared: [] },
      { shared: {} },
      { shared: {}, desktop: 'x' },
    ])
      expect(settingsFileOf(document, 'desktop')).toBeNull();
  });

  it('keeps no javascript: wallpaper and no bidirectional controls in names', () => {
    const read = settingsFileOf(
      {
        shared: { favoriteGenres: ['Fic\u202etion', '\u2066', 'Poetry'] },
        desktop: {
          ui: { wallpaper: 'javascript:alert(1)', lastVersion: '1.0\u202e' },
          typingPrompt: { font: 'Inter\u202e\u0007' },
        },
      },
      'desktop',
    );
    expect(read?.settings.ui.wallpaper).toBe(defaultDeviceSettings('desktop').ui.wallpaper);
    expect(read?.settings.ui.lastVersion).toBe('1.0');
    expect(read?.settings.typingPrompt.font).toBe('Inter');
    expect(read?.shared.favoriteGenres).toEqual(['Fiction', 'Poetry']);
    for (const wallpaper of ['data:text/html,x', 'https://a.b/\u202ex.png', 'file:///etc/passwd'])
      expect(
        settingsFileOf({ shared: {}, desktop: { ui: { wallpaper } } }, 'desktop')?.settings.ui.wallpaper,
      ).toBe(defaultDeviceSettings('desktop').ui.wallpaper);
    const https = 'https://example.com/a.jpg';
    expect(
      settingsFileOf({ shared: {}, desktop: { ui: { wallpaper: https } } }, 'desktop')?.settings.ui.wallpaper,
    ).toBe(https);
  });

  it('reads no section under a prototype key', () => {
    const document = JSON.parse(
      '{"shared":{},"__proto__":{"ui":{"muteAll":true}},"desktop":{"__proto__":{"polluted":1}}}',
    );
    const read = settingsFileOf(document, 'mobile');
    expect(read?.settings).toEqual(defaultDeviceSettings('mobile'));
    expect(prototypeIntact()).toBe(true);
  });

  it('never throws, never pollutes a prototype and keeps every text free of controls on any JSON', () => {
    const section = fc.record(
      {
        ui: fc.dictionary(
          fc.constantFrom('wallpaper', 'lastVersion', 'backupFolder', '__proto__', 'theme'),
          fc.jsonValue(),
        ),
        typingPrompt: fc.dictionary(
          fc.constantFrom('font', 'keyBoardFont', '__proto__'),
          fc.oneof(fc.string(), fc.jsonValue()),
        ),
      },
      { requiredKeys: [] },
    );
    const document = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          shared: fc.oneof(fc.jsonValue(), fc.record({ favoriteTopics: fc.array(fc.string()) })),
          desktop: section,
          mobile: section,
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(document, fc.constantFrom('desktop' as const, 'mobile' as const), (value, device) => {
        const read = settingsFileOf(JSON.parse(JSON.stringify(value)), device);
        if (read === null) return;
        const { ui, typingPrompt } = read.settings;
        expect(ui.wallpaper === null || /^https?:\/\//i.test(ui.wallpaper)).toBe(true);
        for (const text of [
          ui.lastVersion,
          ui.backupFolder,
          typingPrompt.font,
          ...read.shared.favoriteTopics,
        ])
          expect(text ?? '').toBe(metadataText(text ?? ''));
        expect(prototypeIntact()).toBe(true);
      }),
    );
  });
});
