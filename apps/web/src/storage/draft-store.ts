/**
 * Where drafts are kept: their IndexedDB database, keys and removal, apart
 * from the keeping itself (`paragraph-drafts.ts`), so the start-up code that
 * drops a reset book's drafts does not load the typing engine the keeper uses.
 */
import type { DraftPlace } from '@typeshelf/core/typing';
import { createStore, del, get, keys, type UseStore } from 'idb-keyval';

/** The most typing a killed browser can lose, ms. */
export const DRAFT_DELAY_MS = 250;

const PREFIX = 'typeshelf-draft';

/** The storage key of a chapter's draft in a profile. */
export const draftKey = (profile: string, place: DraftPlace) =>
  `${PREFIX}:${profile}:${place.bookId}__${place.chapterId}`;

let store: UseStore | null = null;
/** The drafts' database, opened on first use; null when the browser has no IndexedDB. */
export function draftStore(): UseStore | null {
  if (store === null && typeof indexedDB !== 'undefined') store = createStore('typeshelf-drafts', 'drafts');
  return store;
}

/** A chapter's stored draft, or null (none, or storage refused). */
export async function readDraft(profile: string, place: DraftPlace): Promise<string | null> {
  const drafts = draftStore();
  if (drafts === null) return null;
  const raw = await get<unknown>(draftKey(profile, place), drafts).catch(() => null);
  return typeof raw === 'string' ? raw : null;
}

export function removeDraft(key: string): void {
  const drafts = draftStore();
  if (drafts) del(key, drafts).catch((error: unknown) => console.error(error));
}

/** Removes a profile's drafts: all of them, or one book's. */
export async function dropDrafts(profile: string, bookId?: string): Promise<void> {
  const drafts = draftStore();
  if (drafts === null) return;
  const prefix = `${PREFIX}:${profile}:${bookId === undefined ? '' : `${bookId}__`}`;
  const all = await keys<string>(drafts).catch(() => [] as string[]);
  await Promise.all(all.filter((key) => String(key).startsWith(prefix)).map((key) => del(key, drafts)));
}
