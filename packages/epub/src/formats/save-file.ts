import { isRecord } from '@typeshelf/core';
import { ImportError } from '../errors';
import { gunzipJson, gzipText, isGzip } from './gzip-json';

/**
 * The save file (02 §3, §9): every local store in one file, named
 * `{product}_{date}.save`. Layout: one version byte (1), then gzip-compressed
 * JSON `{ version: 1, stores }`. A bare gzip file holding the same JSON is
 * read too (the import accepts `.gz`).
 */

export const SAVE_FILE_VERSION = 1;
export const SAVE_PRODUCT_NAME = 'typeshelf';

/** The stores a save holds; others may be present and are kept as they are. */
export const SAVE_STORES = [
  'booksStats',
  'chaptersStats',
  'paragraphsStats',
  'dailyStats',
  'general',
  'customBooksInfo',
  'customBooksContent',
  'settings',
] as const;

/** Every local store by name. Each store is a JSON object (its records by key). */
export type SaveData = Record<string, unknown>;

function dateLabel(date: Date | string): string {
  if (typeof date === 'string') return date.slice(0, 10);
  return date.toISOString().slice(0, 10);
}

/** Writes a save file; `date` names it (`typeshelf_2026-11-22.save`). */
export function writeSaveFile(
  stores: SaveData,
  date: Date | string,
  product: string = SAVE_PRODUCT_NAME,
): { name: string; bytes: Uint8Array } {
  const body = gzipText(JSON.stringify({ version: SAVE_FILE_VERSION, stores }));
  const bytes = new Uint8Array(body.length + 1);
  bytes[0] = SAVE_FILE_VERSION;
  bytes.set(body, 1);
  return { name: `${product}_${dateLabel(date)}.save`, bytes };
}

/**
 * Reads a save file. Only version 1 is accepted; every store must be a JSON
 * object and no key may reach a prototype. Throws {@link ImportError}.
 * Which books to restore (only those in the index) is the caller's choice.
 */
export function readSaveFile(bytes: Uint8Array): SaveData {
  let body: Uint8Array;
  if (bytes[0] === SAVE_FILE_VERSION) body = bytes.subarray(1);
  else if (isGzip(bytes)) body = bytes;
  else throw new ImportError('corrupted', `unknown save version byte ${bytes[0]}`);
  const document = gunzipJson(body, 'corrupted');
  if (!isRecord(document) || document.version !== SAVE_FILE_VERSION || !isRecord(document.stores)) {
    throw new ImportError('corrupted', 'not a version 1 save');
  }
  for (const [name, store] of Object.entries(document.stores)) {
    if (!isRecord(store)) throw new ImportError('corrupted', `store ${name} is not an object`);
  }
  return document.stores;
}
