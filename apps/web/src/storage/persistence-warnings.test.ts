import { describe, expect, it } from 'vitest';
import { persistenceWarnings, type WarningInputs } from './persistence-warnings';

const DAY = 86_400_000;
const base: WarningInputs = {
  persistence: 'granted',
  exportReminder: 'weekly',
  lastExportTimestamp: 0,
  ignoreBrowserWarning: false,
  ignorePersistencyWarning: false,
  hasProgress: true,
  now: 10 * DAY,
  userAgent: 'Mozilla/5.0 Chrome/130.0',
};

describe('persistence and backup banners', () => {
  it('reminds to export after the chosen period only', () => {
    expect(persistenceWarnings({ ...base, lastExportTimestamp: 4 * DAY }).map((w) => w.kind)).toEqual([]);
    expect(persistenceWarnings({ ...base, lastExportTimestamp: 3 * DAY }).map((w) => w.kind)).toEqual([
      'export-reminder',
    ]);
    expect(
      persistenceWarnings({ ...base, exportReminder: 'daily', lastExportTimestamp: 9 * DAY }).length,
    ).toBe(1);
    expect(persistenceWarnings({ ...base, exportReminder: 'never' })).toEqual([]);
  });

  it('warns about missing support and refusal unless ignored', () => {
    expect(
      persistenceWarnings({ ...base, exportReminder: 'never', persistence: 'unsupported' })[0]?.kind,
    ).toBe('no-persistence-support');
    expect(
      persistenceWarnings({
        ...base,
        exportReminder: 'never',
        persistence: 'unsupported',
        ignoreBrowserWarning: true,
      }),
    ).toEqual([]);
    const denied = persistenceWarnings({
      ...base,
      exportReminder: 'never',
      persistence: 'denied',
      userAgent: 'Mozilla/5.0 Firefox/131.0',
    });
    expect(denied[0]?.details).toMatch(/Firefox/);
    expect(
      persistenceWarnings({
        ...base,
        exportReminder: 'never',
        persistence: 'denied',
        ignorePersistencyWarning: true,
      }),
    ).toEqual([]);
  });
});
