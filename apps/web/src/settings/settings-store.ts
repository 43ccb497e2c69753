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
import { defaultsOnly } from './defaults-only';
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
   * Core's `mergeSettings`, loaded with the first read of settings that hold
   * more than a first visit's (`defaults-only.ts`); every later read and
   * change finds it loaded.
   */
  const merger = onDemand(() => import('./merge-settings').then(({ mergeSettings }) => mergeSettings));
  /** The settings `stored` merges to, without the merge when they are a first visit's. */
  const mergedOf = (stored: StoredSettings): Promise<Settings> => {
    const merge = merger.current;
    const defaults = merge === null ? defaultsOnly(stored) : null;
    return defaults !== null ? Promise.resolve(defaults) : merger.load().then((merge) => merge(stored));
  };
  let watched: ProfileData | null = null;
  let unwatch: (() => void) | null = null;
  /** Changes made here whose write has not finished. */
  let unwritten = 0;
  /** Counts every change, so a read begun before one is never shown after it. */
  let changes = 0;
  let writes: Promise<unknown> = Promise.resolve();
  let started = false;

  /** Shows `stored`, with its merge, for `profile`. */
  const show = (profile: string, stored: StoredSettings, settings: Settings) => {
    state.stored = ref(stored);
    state.settings = ref(settings);
    state.profile = profile;
  };

  const reread = (profile: ProfileData) => {
    const at = changes;
    const read = settingsOf(profile).read();
    Promise.all([read, read.then(mergedOf)]).then(
      ([stored, settings]) => {
        if (watched !== profile || unwritten > 0 || at !== changes) return;
        show(profile.profile, stored, settings);
      },
      (error: unknown) => {
        // Offline before the merge's chunk was ever fetched: what is shown is this page's own
        // changes, already right, and the next read once online merges them.
        if (merger.current === null && !navigator.onLine) return;
        console.error(error);
      },
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
      const merge = merger.current;
      // What is shown is `loaded` merged (`show` sets both), so a change needs no merge of its own:
      // one made offline before the merge's chunk was ever fetched is kept like any other.
      const current = loaded === null ? null : state.settings;
      let write: () => Promise<void>;
      if (loaded && current) {
        const { section, value } = change(current);
        const next = { ...loaded, [section]: value as Record<string, unknown> };
        // A change is a whole section, made from valid settings: before the merge has loaded, what
        // it shows is the settings with that section replaced (the read after the write merges).
        show(
          profile.profile,
          next,
          merge !== null ? merge(next) : ({ ...current, [section]: value } as Settings),
        );
        write = () => settingsOf(profile).save(section, value);
      } else {
        write = async () => {
          const stored = await settingsOf(profile).read();
          const { section, value } = change(await mergedOf(stored));
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
