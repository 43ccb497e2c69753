/**
 * Settings across devices (03 §4, §7): a desktop part, a mobile part and a
 * shared part, each with the time it was last written; for each part the
 * newer side wins. When the server cannot be read, the local settings stay
 * in use (with the spec's 'Database error' warning).
 */
import { isRecord } from '../is-record';

export type SettingsPart = 'desktop' | 'mobile' | 'shared';

/** One side's settings: each part's value (null when never written) and its time. */
export interface SettingsSide {
  parts: Record<SettingsPart, Record<string, unknown> | null>;
  at: Record<SettingsPart, number>;
}

export interface SettingsPlan {
  /** Parts the server holds newer: stored locally, with their times. */
  take: Partial<Record<SettingsPart, { value: Record<string, unknown>; at: number }>>;
  /** Parts this device holds newer: sent to the server. */
  send: SettingsPart[];
  /** The fetch failed: local settings are used, with a warning. */
  warn: boolean;
}

export const SETTINGS_PARTS: readonly SettingsPart[] = ['desktop', 'mobile', 'shared'];

/** The key, beside the parts, under which a settings store (and a save file's) keeps each part's time. */
export const SETTINGS_TIMES_KEY = 'modifiedAt';

/**
 * One side read from a settings store's records (`desktop`, `mobile`,
 * `shared` and their times): a part without a positive time counts as never
 * written, so it can neither win nor be sent.
 */
export function settingsSideOfStore(store: unknown): SettingsSide {
  const records = isRecord(store) ? store : {};
  const times = isRecord(records[SETTINGS_TIMES_KEY]) ? records[SETTINGS_TIMES_KEY] : {};
  const side: SettingsSide = {
    parts: { desktop: null, mobile: null, shared: null },
    at: { desktop: 0, mobile: 0, shared: 0 },
  };
  for (const part of SETTINGS_PARTS) {
    const value = records[part];
    const at = times[part];
    if (isRecord(value) && typeof at === 'number' && Number.isFinite(at) && at > 0) {
      side.parts[part] = value;
      side.at[part] = at;
    }
  }
  return side;
}

/** What to do with the settings at start-up; `remote` is null when the fetch failed, 'none' when no row. */
export function planSettings(local: SettingsSide, remote: SettingsSide | 'none' | null): SettingsPlan {
  if (remote === null) return { take: {}, send: [], warn: true };
  const take: SettingsPlan['take'] = {};
  const send: SettingsPart[] = [];
  for (const part of SETTINGS_PARTS) {
    const mine = local.parts[part];
    const theirs = remote === 'none' ? null : remote.parts[part];
    const mineAt = mine ? local.at[part] : 0;
    const theirsAt = theirs && remote !== 'none' ? remote.at[part] : 0;
    // At the same time with different values the server's stands: it refuses a write no newer than its own.
    const tie = theirsAt === mineAt && theirsAt > 0 && JSON.stringify(theirs) !== JSON.stringify(mine);
    if (theirs && (theirsAt > mineAt || tie)) take[part] = { value: theirs, at: theirsAt };
    else if (mine && mineAt > theirsAt) send.push(part);
  }
  return { take, send, warn: false };
}
