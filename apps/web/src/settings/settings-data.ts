/**
 * One profile's stored settings: the desktop, mobile and shared sections as
 * the user left them (merged over the defaults by core when read), each with
 * the time it was last written, for the sync's newer-wins.
 */
import { SETTINGS_PARTS, SETTINGS_TIMES_KEY } from '@typeshelf/core/sync';
import { get } from 'idb-keyval';
import { serverNow } from '../session/server-clock';
import {
  type ProfileData,
  type SettingsSection,
  type SettingsTimes,
  type StoredSettings,
  updateInTransaction,
} from '../storage';

/** A write to the settings: one the user made here (`section`), or one that came from elsewhere. */
export type SettingsChange =
  | { readonly by: 'user'; readonly section: SettingsSection }
  | { readonly by: 'server' | 'elsewhere' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Parts = Partial<Record<SettingsSection, { value: object; at: number }>>;

export class SettingsData {
  private readonly userListeners = new Set<(change: SettingsChange) => void>();

  constructor(private readonly data: ProfileData) {}

  async read(): Promise<StoredSettings> {
    const [desktop, mobile, shared] = await Promise.all(
      SETTINGS_PARTS.map((section) => get<Record<string, unknown>>(section, this.data.stores.settings)),
    );
    return { desktop: desktop ?? null, mobile: mobile ?? null, shared: shared ?? null };
  }

  /** When each settings section was last written (ms since the epoch; 0 for never), for the sync's newer-wins. */
  async times(): Promise<SettingsTimes> {
    const times = await get<Partial<SettingsTimes>>(SETTINGS_TIMES_KEY, this.data.stores.settings);
    return { desktop: times?.desktop ?? 0, mobile: times?.mobile ?? 0, shared: times?.shared ?? 0 };
  }

  /**
   * Calls `listener` after every write to the settings: the user's changes
   * here with their section, the server's parts taken by the sync, and writes
   * made across domains (an import, a reset, a merge). Returns the unsubscribe function.
   */
  subscribe(listener: (change: SettingsChange) => void): () => void {
    this.userListeners.add(listener);
    const unsubscribe = this.data.subscribe((write) => {
      if (write.bulk && write.stores.includes('settings')) listener({ by: 'elsewhere' });
    });
    return () => {
      this.userListeners.delete(listener);
      unsubscribe();
    };
  }

  private tell(change: SettingsChange): void {
    for (const listener of this.userListeners) listener(change);
  }

  /** Replaces one settings section (desktop, mobile or shared), noting when (on the server's clock, for newer-wins), in one transaction. */
  async save(section: SettingsSection, value: object, at = serverNow()): Promise<void> {
    await this.write({ [section]: { value, at } });
    this.data.changed(['settings']);
    this.tell({ by: 'user', section });
  }

  /** Stores sections that came from the server with their times; the user changed nothing, so nothing is sent back. */
  async take(parts: Parts): Promise<void> {
    if (Object.keys(parts).length === 0) return;
    await this.write(parts);
    this.data.changed(['settings']);
    this.tell({ by: 'server' });
  }

  /**
   * Notes in each device section that `version` is the app that last wrote
   * this data (`ui.lastVersion`, which the backup before a data migration is
   * keyed by, 03 §9). Not a change of the user's: the sections keep their
   * times, so a setting changed on another device still wins, and nothing is
   * sent. Resolves false when every section already said so.
   */
  async recordVersion(version: string): Promise<boolean> {
    let recorded = false;
    // Read and written in one transaction, so a change made meanwhile is never written over.
    await this.data.connection.write(['settings'], (tx, fail) => {
      const store = tx.objectStore('settings');
      for (const section of ['desktop', 'mobile'] as const)
        updateInTransaction<Record<string, unknown>>(
          store,
          section,
          (previous) => {
            const ui = isRecord(previous?.ui) ? previous.ui : {};
            if (ui.lastVersion === version) return previous;
            recorded = true;
            return { ...previous, ui: { ...ui, lastVersion: version } };
          },
          fail,
        );
    });
    if (!recorded) return false;
    this.data.changed(['settings']);
    this.tell({ by: 'elsewhere' });
    return true;
  }

  private async write(parts: Parts) {
    await this.data.connection.write(['settings'], (tx, fail) => {
      const store = tx.objectStore('settings');
      for (const [section, part] of Object.entries(parts)) store.put(part.value, section);
      updateInTransaction<Partial<SettingsTimes>>(
        store,
        SETTINGS_TIMES_KEY,
        (previous) => {
          const times = { ...previous };
          for (const [section, part] of Object.entries(parts)) times[section as SettingsSection] = part.at;
          return times;
        },
        fail,
      );
    });
  }
}

/** The settings of `data`'s profile. */
export const settingsOf = (data: ProfileData): SettingsData =>
  data.part('settings', (profile) => new SettingsData(profile));
