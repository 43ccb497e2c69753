/**
 * Where drafts are kept: their IndexedDB database, keys and removal, apart
 * from the keeping itself (`paragraph-drafts.ts`), so the start-up code that
 * drops a reset book's drafts does not load the typing engine the keeper uses.
 */
import type { DraftPlace } from '@typeshelf/core/typing';
import { del, delMany, get, getMany, keys, type UseStore } from 'idb-keyval';
import { Connection } from './connection';
import { dropAheads, writeAhead } from './draft-ahead';

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

/**
 * The key of a draft's chunk: a draft is stored as a head under its key and
 * its chunks of keys under these (core's `draftParts`), so a write carries
 * only what changed.
 */
export const draftChunkKey = (key: string, index: number) => `${key}#${index}`;

/** How many chunks a stored head says its draft has (none for a draft stored whole). */
function chunkCount(head: string): number {
  try {
    const n = (JSON.parse(head) as { n?: unknown }).n;
    return Number.isInteger(n) && (n as number) >= 0 ? (n as number) : 0;
  } catch {
    return 0;
  }
}

/**
 * A chapter's stored draft as the one string core's `decodeDraft` reads (the
 * head with its chunks joined, as core's `joinDraft` joins them), or null
 * (none, or storage refused). A missing chunk leaves a draft core refuses.
 */
export async function readDraft(profile: string, place: DraftPlace): Promise<string | null> {
  const key = draftKey(profile, place);
  const drafts = draftStore();
  const head = await get<unknown>(key, drafts).catch(() => null);
  if (typeof head !== 'string') return null;
  const n = chunkCount(head);
  if (n === 0) return head;
  const chunks = await getMany<unknown>(
    Array.from({ length: n }, (_, i) => draftChunkKey(key, i)),
    drafts,
  ).catch(() => null);
  if (chunks === null || chunks.some((chunk) => typeof chunk !== 'string')) return null;
  const tokens = (chunks as string[]).filter((chunk) => chunk !== '').join(',');
  return `${head.slice(0, -1)},"keys":[${tokens}]}`;
}

/** Removes a draft: its head, every chunk and its write-ahead copy. */
export function removeDraft(key: string): void {
  writeAhead(key, null);
  const drafts = draftStore();
  keys<string>(drafts)
    .then((all) =>
      delMany(
        all.filter((stored) => stored === key || String(stored).startsWith(`${key}#`)),
        drafts,
      ),
    )
    .catch((error: unknown) => console.error('Could not remove a draft', error));
}

/** Removes a profile's drafts: all of them, or one book's. */
export async function dropDrafts(profile: string, bookId?: string): Promise<void> {
  const drafts = draftStore();
  const prefix = `${PREFIX}:${profile}:${bookId === undefined ? '' : `${bookId}__`}`;
  dropAheads(prefix);
  const all = await keys<string>(drafts).catch(() => [] as string[]);
  await Promise.all(all.filter((key) => String(key).startsWith(prefix)).map((key) => del(key, drafts)));
}
