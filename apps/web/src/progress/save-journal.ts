/**
 * The write-ahead record of paragraph saves. A save reaches IndexedDB in a
 * transaction of its own a task after the key, and a tab killed before that
 * transaction commits loses it. So the saves of a key are first written to
 * localStorage, synchronously, inside the key's own handling: when the next
 * key is accepted, the finished paragraph is already on disk. Once the
 * IndexedDB transaction has committed, the record is dropped; one still there
 * at the next start is a save that may not have landed, and is applied again
 * before the profile's progress is read (applying a save is merging it, so a
 * save that did land changes nothing the second time).
 *
 * localStorage can be missing, full or refused; the record is then skipped
 * and the save goes on as before.
 */
import type { ParagraphSave } from '@typeshelf/core/progress';

const PREFIX = 'typeshelf:save-journal:';

/** The saves recorded for one profile database and not yet known to have landed, by record id. */
type Journal = Record<string, ParagraphSave[]>;

let counter = 0;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

const isSave = (value: unknown): value is ParagraphSave =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ParagraphSave).bookId === 'string' &&
  typeof (value as ParagraphSave).chapterId === 'string' &&
  Number.isSafeInteger((value as ParagraphSave).paragraph) &&
  typeof (value as ParagraphSave).change === 'object' &&
  typeof (value as ParagraphSave).layout === 'object';

function read(store: Storage, database: string): Journal {
  try {
    const parsed: unknown = JSON.parse(store.getItem(PREFIX + database) ?? '{}');
    const out: Journal = Object.create(null);
    if (typeof parsed !== 'object' || parsed === null) return out;
    for (const [id, saves] of Object.entries(parsed))
      if (Array.isArray(saves) && saves.every(isSave)) out[id] = saves;
    return out;
  } catch {
    return Object.create(null);
  }
}

function write(store: Storage, database: string, journal: Journal): void {
  if (Object.keys(journal).length === 0) store.removeItem(PREFIX + database);
  else store.setItem(PREFIX + database, JSON.stringify(journal));
}

/** Records `saves` before they are written; returns the record's id, or null when nothing could be recorded. */
export function recordSaves(database: string, saves: readonly ParagraphSave[]): string | null {
  const store = storage();
  if (!store) return null;
  try {
    const journal = read(store, database);
    // Unique across tabs of the profile: each tab counts its own records.
    const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${++counter}`;
    journal[id] = [...saves];
    write(store, database, journal);
    return id;
  } catch {
    return null;
  }
}

/** Drops records whose saves have landed. */
export function dropRecords(database: string, ids: readonly (string | null)[]): void {
  const store = storage();
  if (!store) return;
  try {
    const journal = read(store, database);
    for (const id of ids) if (id !== null) delete journal[id];
    write(store, database, journal);
  } catch {
    // A record left behind is applied again at the next start, which changes nothing.
  }
}

/** Every recorded save not known to have landed, oldest record first, with the records' ids. */
export function recordedSaves(database: string): { ids: string[]; saves: ParagraphSave[] } {
  const store = storage();
  if (!store) return { ids: [], saves: [] };
  const journal = read(store, database);
  const ids = Object.keys(journal).sort(byTime);
  return { ids, saves: ids.flatMap((id) => journal[id] ?? []) };
}

/** Record ids start with their time in base 36, then the tab's count: sorts them by when they were made. */
function byTime(a: string, b: string): number {
  const [ta = '', , ca = '0'] = a.split('-');
  const [tb = '', , cb = '0'] = b.split('-');
  return Number.parseInt(ta, 36) - Number.parseInt(tb, 36) || Number(ca) - Number(cb);
}
