/**
 * The current profile's stored settings, kept in memory in a valtio proxy so
 * a change shows in the very next frame (a theme switch, a font size): the
 * store takes the change at once and the write to IndexedDB follows, one at a
 * time. Writes made elsewhere (an imported settings file, a reset) reach it
 * when the profile reports a write: it reads the settings again, unless a
 * change of its own is still on its way, whose write will be read back after.
 */
import { mergeSettings, type Settings } from '@typeshelf/core';
import { proxy, ref } from 'valtio';
import type { ProfileData, SettingsSection, StoredSettings } from '../../data';
import { localData } from './local-data';

interface SettingsState {
  /** Whose settings `stored` holds; null while the first read is on its way. */
  profile: string | null;
  stored: StoredSettings | null;
}

export const settingsState = proxy<SettingsState>({ profile: null, stored: null });

let watched: ProfileData | null = null;
let unwatch: (() => void) | null = null;
/** Changes made here whose write has not finished. */
let unwritten = 0;
/** Counts every change, so a read begun before one is never shown after it. */
let changes = 0;
let writes: Promise<unknown> = Promise.resolve();

function reread(profile: ProfileData): void {
  const at = changes;
  profile.settings().then(
    (stored) => {
      if (watched !== profile || unwritten > 0 || at !== changes) return;
      settingsState.stored = ref(stored);
      settingsState.profile = profile.profile;
    },
    (error: unknown) => console.error(error),
  );
}

function watch(profile: ProfileData): void {
  if (watched === profile) return;
  unwatch?.();
  watched = profile;
  settingsState.profile = null;
  settingsState.stored = null;
  unwatch = profile.subscribe(() => reread(profile));
  reread(profile);
}

let started = false;
/** Follows the current profile from the first use on. */
export function startSettingsStore(): void {
  if (started) return;
  started = true;
  localData.subscribe(() => watch(localData.getSnapshot()));
  watch(localData.getSnapshot());
}

/**
 * Applies a change to one section, worked out from the settings as they are
 * now: in memory at once when they are loaded, then written. Before the first
 * read it is made on what is stored, read when its turn comes.
 */
export function changeSettings(
  profile: ProfileData,
  change: (current: Settings) => { section: SettingsSection; value: object },
): Promise<void> {
  const loaded =
    watched === profile && settingsState.profile === profile.profile ? settingsState.stored : null;
  let write: () => Promise<void>;
  if (loaded) {
    const { section, value } = change(mergeSettings(loaded));
    settingsState.stored = ref({ ...loaded, [section]: value as Record<string, unknown> });
    write = () => profile.saveSettings(section, value);
  } else {
    write = async () => {
      const { section, value } = change(mergeSettings(await profile.settings()));
      await profile.saveSettings(section, value);
    };
  }
  changes += 1;
  unwritten += 1;
  // One write at a time, in the order the changes were made.
  const next = writes.then(write, write).finally(() => {
    unwritten -= 1;
    if (unwritten === 0) reread(profile);
  });
  writes = next.catch(() => undefined);
  return next;
}
