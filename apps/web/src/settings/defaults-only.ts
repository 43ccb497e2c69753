/**
 * Stored settings a first visit holds: nothing, or nothing but the version
 * the app records on every start (`record-version.ts`). They merge to the
 * defaults with that version, so the settings store shows them without
 * loading core's `mergeSettings` and the option tables its checks read.
 */
import { defaultSettings, type Settings } from '@typeshelf/core/settings';
import type { StoredSettings } from '../storage';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A version as the app records it: what the merge's text check keeps as it is. */
const PLAIN_VERSION = /^[\w.+-]{1,64}$/;

/** What `mergeSettings(stored)` gives when `stored` holds no setting but the recorded version; null otherwise. */
export function defaultsOnly(stored: StoredSettings): Settings | null {
  if (stored.shared !== null) return null;
  const settings = defaultSettings();
  for (const device of ['desktop', 'mobile'] as const) {
    const section = stored[device];
    if (section === null) continue;
    const ui = section.ui;
    if (Object.keys(section).length !== 1 || !isRecord(ui) || Object.keys(ui).length !== 1) return null;
    const version = ui.lastVersion;
    if (typeof version !== 'string' || !PLAIN_VERSION.test(version)) return null;
    settings[device] = { ...settings[device], ui: { ...settings[device].ui, lastVersion: version } };
  }
  return settings;
}
