/**
 * The backup kept before a data migration (03 §9): everything the old data
 * held, as it was, in its own database (`typeshelf-backups`), keyed by the
 * version it migrates from (`migrationBackupKey`). A later migration from
 * the same version keeps the first backup.
 */
import { migrationBackupKey } from '@typeshelf/core';
import { createStore, get, setMany } from 'idb-keyval';

export const BACKUP_DATABASE = 'typeshelf-backups';
const backups = () => createStore(BACKUP_DATABASE, 'backups');

/** One backup: the stores of the old data, each as its [key, value] entries. */
export interface MigrationBackup {
  from: string | null;
  createdAt: number;
  stores: Record<string, [IDBValidKey, unknown][]>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The version that wrote the old settings: `ui.lastVersion` of either device, or a top-level one. */
export function versionOfSettings(entries: readonly [IDBValidKey, unknown][]): string | null {
  for (const [, value] of entries) {
    if (!isRecord(value)) continue;
    for (const candidate of [value, value.desktop, value.mobile]) {
      if (!isRecord(candidate)) continue;
      const ui = isRecord(candidate.ui) ? candidate.ui : candidate;
      if (typeof ui.lastVersion === 'string') return ui.lastVersion;
    }
  }
  return null;
}

/** Keeps the backup when the data is older than this version; returns its key, or null when none was needed. */
export async function keepMigrationBackup(
  stores: ReadonlyMap<string, [IDBValidKey, unknown][]>,
  now: number,
): Promise<string | null> {
  const from = versionOfSettings(stores.get('settings') ?? []);
  const key = migrationBackupKey(from);
  if (key === null) return null;
  const store = backups();
  if ((await get(key, store)) !== undefined) return key;
  const backup: MigrationBackup = { from, createdAt: now, stores: Object.fromEntries(stores) };
  await setMany([[key, backup]], store);
  return key;
}
