/**
 * The write-ahead copy of a chapter's draft, in localStorage. An IndexedDB
 * write that starts while a tab closes can be cut off, so a page being
 * hidden or left also writes the whole draft here, synchronously, before it
 * goes: when the handler returns, the browser holds it. The opening chapter
 * takes whichever copy is newer (core's `chooseDraft`), and the copy goes
 * once the IndexedDB draft has caught up with it.
 *
 * localStorage can be missing, full or refused; the copy is then skipped and
 * the IndexedDB draft goes on alone, as before. No typing-engine code here:
 * the start-up code that drops a reset book's drafts uses it.
 */
const PREFIX = 'typeshelf:draft-ahead:';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** Writes the write-ahead copy of the draft under `key` (`raw`), or removes it (null). */
export function writeAhead(key: string, raw: string | null): void {
  try {
    if (raw === null) storage()?.removeItem(PREFIX + key);
    else storage()?.setItem(PREFIX + key, raw);
  } catch (error) {
    console.error('Could not keep the draft in storage', error);
  }
}

/** The write-ahead copy of the draft under `key`, or null. */
export function readAhead(key: string): string | null {
  try {
    return storage()?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

/** When a write-ahead copy says it was written (ms), or null when it says nothing readable. */
function writtenAt(raw: string): number | null {
  try {
    const at = (JSON.parse(raw) as { at?: unknown }).at;
    return typeof at === 'number' && Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

/**
 * Removes the write-ahead copy under `key` once the IndexedDB draft written
 * at `at` has landed: a copy written no later holds nothing that write lacks
 * (a page writes its copy, then its draft). A later copy, written since the
 * write began, stays.
 */
export function aheadCaughtUp(key: string, at: number): void {
  const raw = readAhead(key);
  if (raw === null) return;
  const written = writtenAt(raw);
  if (written === null || written <= at) writeAhead(key, null);
}

/** Removes every write-ahead copy whose draft key starts with `prefix`. */
export function dropAheads(prefix: string): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX + prefix)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage refused while listing: no copy could be written either.
  }
}
