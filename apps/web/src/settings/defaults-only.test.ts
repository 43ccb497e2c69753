import { mergeSettings } from '@typeshelf/core/settings';
import { describe, expect, it } from 'vitest';
import { defaultsOnly } from './defaults-only';

const none = { desktop: null, mobile: null, shared: null };

describe('defaultsOnly', () => {
  it('is what the merge gives for nothing stored, or only the recorded version', () => {
    for (const stored of [
      none,
      { ...none, desktop: { ui: { lastVersion: '0.1.0' } } },
      {
        desktop: { ui: { lastVersion: '0.1.0' } },
        mobile: { ui: { lastVersion: '1.2.3-beta.1' } },
        shared: null,
      },
    ])
      expect(defaultsOnly(stored)).toEqual(mergeSettings(stored));
  });

  it('leaves anything else to the merge', () => {
    for (const stored of [
      { ...none, shared: {} },
      { ...none, desktop: { ui: { lastVersion: '0.1.0', theme: 'nord' } } },
      { ...none, desktop: { ui: { lastVersion: '0.1.0' }, prompt: {} } },
      { ...none, mobile: { ui: { lastVersion: '1.0\u202e' } } },
      { ...none, mobile: { ui: { lastVersion: 3 } } },
      { ...none, mobile: { ui: [] } },
    ])
      expect(defaultsOnly(stored)).toBeNull();
  });
});
