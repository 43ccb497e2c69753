/**
 * Whether this page can keep what it stores. IndexedDB can be missing, refuse
 * to open (private modes, blocked by an old tab, disabled by policy) or fill
 * up; each time the data layer carries on in memory and says so here, once,
 * so the shell can tell the visitor that progress is not being saved.
 */

/**
 * Why storage stopped keeping data: it never opened, another tab's
 * connection kept it from opening, or the browser's quota is full.
 */
export type StorageFailure = 'unavailable' | 'blocked' | 'quota';

type Listener = (failure: StorageFailure) => void;

let failure: StorageFailure | null = null;
const listeners = new Set<Listener>();

/** The first failure this page met, or null while storage works. */
export function storageFailure(): StorageFailure | null {
  return failure;
}

/** Records a failure; listeners hear only the first one (later ones change nothing for the visitor). */
export function reportStorageFailure(next: StorageFailure, cause?: unknown): void {
  if (failure !== null) return;
  failure = next;
  console.warn(
    `Local storage ${next === 'quota' ? 'is full' : next === 'blocked' ? 'is blocked by another tab' : 'is unavailable'}; keeping data in memory`,
    cause,
  );
  for (const listener of listeners) listener(next);
}

/** Calls `listener` on the first failure (at once when one already happened). */
export function onStorageFailure(listener: Listener): () => void {
  if (failure !== null) listener(failure);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an error is the browser refusing a write for lack of space. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = (error as { name?: unknown }).name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}
