/**
 * Where drafts are kept: their IndexedDB database, keys and removal, apart
 * from the keeping itself (`paragraph-drafts.ts`), so the start-up code that
 * drops a reset book's drafts does not load the typing engine the keeper uses.
 */
import type { DraftPlace } from '@typeshelf/core/typing';
import { del, get, keys, type UseStore } from 'idb-keyval';
import { Connection } from './connection';

/** The most typing a killed browser can lose, ms. */
export const DRAFT_DELAY_MS = 250;

const PREFIX = 'typeshelf-draft';

/** The storage key of a chapter's draft in a profile. */
export const draftKey = (profile: string, place: DraftPlace) =>
  `${PREFIX}:${profile}:${place.bookId}__${place.chapterId}`;

let store: UseStore | null = null;
/**
 * The drafts' database, opened on first use through the same connection as
 * the profile's data: a browser that refuses IndexedDB, fails to open it or
 * keeps it blocked gets drafts in memory, so opening a chapter never waits on
 * a database that will not answer.
 */
export function draftStore(): UseStore {
  store ??= new Connection('typeshelf-drafts', ['drafts']).store('drafts');
  return store;
}

/** A chapter's stored draft, or null (none, or storage refused). */
export async function readDraft(profile: string, place: DraftPlace): Promise<string | null> {
  const raw = await get<unknown>(draftKey(profile, place), draftStore()).catch(() => null);
  return typeof raw === 'string' ? raw : null;
}

export function removeDraft(key: string): void {
  del(key, draftStore()).catch((error: unknown) => console.error('Could not remove a draft', error));
}

/** Removes a profile's drafts: all of them, or one book's. */
export async function dropDrafts(profile: string, bookId?: string): Promise<void> {
  const drafts = draftStore();
  const prefix = `${PREFIX}:${profile}:${bookId === undefined ? '' : `${bookId}__`}`;
  const all = await keys<string>(drafts).catch(() => [] as string[]);
  await Promise.all(all.filter((key) => String(key).startsWith(prefix)).map((key) => del(key, drafts)));
}
