/**
 * The current profile's stored settings, kept in memory in a valtio proxy so
 * a change shows in the very next frame (a theme switch, a font size): the
 * store takes the change at once and the write to IndexedDB follows, one at a
 * time. Writes made elsewhere (an imported settings file, a reset) reach it
 * when the profile reports a write: it reads the settings again, unless a
 * change of its own is still on its way, whose write will be read back after.
 */
import type { Settings } from '@typeshelf/core/settings';
import { proxy, ref } from 'valtio';
import type { ProfileData, SettingsSection, StoredSettings } from '../../data';
import { onDemand } from '../../on-demand';
import { localData } from './local-data';

interface SettingsState {
  /** Whose settings `stored` holds; null while the first read is on its way. */
  profile: string | null;
  stored: StoredSettings | null;
  /** `stored` merged over the defaults (core's `mergeSettings`); null exactly when `stored` is. */
  settings: Settings | null;
}

export const settingsState = proxy<SettingsState>({ profile: null, stored: null, settings: null });

/**
 * Core's `mergeSettings`, loaded beside the first read of the stored settings
 * (the two wait for each other, so neither adds to the other's time); every
 * later read and change finds it loaded.
 */
const merger = onDemand(() => import('./merge-settings').then(({ mergeSettings }) => mergeSettings));

/** Shows `stored`, with its merge, for `profile`. */
function show(profile: string, stored: StoredSettings, merge: (stored: unknown) => Settings): void {
  settingsState.stored = ref(stored);
  settingsState.settings = ref(merge(stored));
  settingsState.profile = profile;
}

let watched: ProfileData | null = null;
let unwatch: (() => void) | null = null;
/** Changes made here whose write has not finished. */
let unwritten = 0;
/** Counts every change, so a read begun before one is never shown after it. */
let changes = 0;
let writes: Promise<unknown> = Promise.resolve();

function reread(profile: ProfileData): void {
  const at = changes;
  Promise.all([profile.settings(), merger.load()]).then(
    ([stored, merge]) => {
      if (watched !== profile || unwritten > 0 || at !== changes) return;
      show(profile.profile, stored, merge);
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
  settingsState.settings = null;
  // Only a write to the settings is read back. Most writes are elsewhere (every finished
  // paragraph is one): the settings keep their objects, so no screen renders again.
  unwatch = profile.subscribe((written) => {
    if (written.includes('settings')) reread(profile);
  });
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
  // Settings shown were merged, so the merge has loaded.
  const merge = merger.current;
  let write: () => Promise<void>;
  if (loaded && merge) {
    const { section, value } = change(merge(loaded));
    show(profile.profile, { ...loaded, [section]: value as Record<string, unknown> }, merge);
    write = () => profile.saveSettings(section, value);
  } else {
    write = async () => {
      const [stored, merge] = await Promise.all([profile.settings(), merger.load()]);
      const { section, value } = change(merge(stored));
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
