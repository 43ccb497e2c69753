/**
 * The current profile's stored settings, kept in memory in a valtio proxy so
 * a change shows in the very next frame (a theme switch, a font size): the
 * store takes the change at once and the write to IndexedDB follows, one at a
 * time. Writes made elsewhere (an imported settings file, a reset) reach it
 * when the settings report a write: it reads the settings again, unless a
 * change of its own is still on its way, whose write will be read back after.
 */
import type { Settings } from '@typeshelf/core/settings';
import { proxy, ref } from 'valtio';
import { onDemand } from '../page/on-demand';
import type { ProfileData, SettingsSection, StoredSettings } from '../storage';
import { localData } from '../storage/current-profile';
import { settingsOf } from './settings-data';

interface SettingsState {
  /** Whose settings `stored` holds; null while the first read is on its way. */
  profile: string | null;
  stored: StoredSettings | null;
  /** `stored` merged over the defaults (core's `mergeSettings`); null exactly when `stored` is. */
  settings: Settings | null;
}

/** The profile a settings store follows: the current one, and word when it switches. */
interface CurrentProfile {
  getSnapshot(): ProfileData;
  subscribe(listener: () => void): () => void;
}

export interface SettingsStore {
  /** What screens read (through `useSettings`). */
  readonly state: SettingsState;
  /** Follows the current profile from the first call on; later calls do nothing. */
  start(): void;
  /**
   * Applies a change to one section, worked out from the settings as they are
   * now: in memory at once when they are loaded, then written. Before the first
   * read it is made on what is stored, read when its turn comes.
   */
  change(
    profile: ProfileData,
    change: (current: Settings) => { section: SettingsSection; value: object },
  ): Promise<void>;
}

/** A settings store following `current`'s profile; everything it holds lives in the store. */
export function createSettingsStore(current: CurrentProfile): SettingsStore {
  const state = proxy<SettingsState>({ profile: null, stored: null, settings: null });
  /**
   * Core's `mergeSettings`, loaded beside the first read of the stored settings
   * (the two wait for each other, so neither adds to the other's time); every
   * later read and change finds it loaded.
   */
  const merger = onDemand(() => import('./merge-settings').then(({ mergeSettings }) => mergeSettings));
  let watched: ProfileData | null = null;
  let unwatch: (() => void) | null = null;
  /** Changes made here whose write has not finished. */
  let unwritten = 0;
  /** Counts every change, so a read begun before one is never shown after it. */
  let changes = 0;
  let writes: Promise<unknown> = Promise.resolve();
  let started = false;

  /** Shows `stored`, with its merge, for `profile`. */
  const show = (profile: string, stored: StoredSettings, merge: (stored: unknown) => Settings) => {
    state.stored = ref(stored);
    state.settings = ref(merge(stored));
    state.profile = profile;
  };

  const reread = (profile: ProfileData) => {
    const at = changes;
    Promise.all([settingsOf(profile).read(), merger.load()]).then(
      ([stored, merge]) => {
        if (watched !== profile || unwritten > 0 || at !== changes) return;
        show(profile.profile, stored, merge);
      },
      (error: unknown) => console.error(error),
    );
  };

  const watch = (profile: ProfileData) => {
    if (watched === profile) return;
    unwatch?.();
    watched = profile;
    state.profile = null;
    state.stored = null;
    state.settings = null;
    // Only a write to the settings is read back. Most writes are elsewhere (every finished
    // paragraph is one): the settings keep their objects, so no screen renders again.
    unwatch = settingsOf(profile).subscribe(() => reread(profile));
    reread(profile);
  };

  return {
    state,
    start() {
      if (started) return;
      started = true;
      current.subscribe(() => watch(current.getSnapshot()));
      watch(current.getSnapshot());
    },
    change(profile, change) {
      const loaded = watched === profile && state.profile === profile.profile ? state.stored : null;
      // Settings shown were merged, so the merge has loaded.
      const merge = merger.current;
      let write: () => Promise<void>;
      if (loaded && merge) {
        const { section, value } = change(merge(loaded));
        show(profile.profile, { ...loaded, [section]: value as Record<string, unknown> }, merge);
        write = () => settingsOf(profile).save(section, value);
      } else {
        write = async () => {
          const [stored, merge] = await Promise.all([settingsOf(profile).read(), merger.load()]);
          const { section, value } = change(merge(stored));
          await settingsOf(profile).save(section, value);
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
    },
  };
}

/** The page's settings store, following the current profile. */
export const settingsStore = createSettingsStore(localData);
