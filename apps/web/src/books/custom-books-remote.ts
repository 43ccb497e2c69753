/**
 * The server calls of private-book sync (03 §7): the `custom_books` rows
 * (stamps, one book's data, upserts) and the user's private bucket
 * (ensured, listed 100 at a time, files uploaded once and downloaded).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { BookInfo } from '@typeshelf/core/book';
import {
  type BookDataRow,
  bookDataOfRow,
  bookDataRequest,
  bookInfoUpsert,
  bookStampsRequest,
  type CustomBookStamp,
  checkedBookStamps,
  PRIVATE_BOOK_LIST_LIMIT,
  privateBookIdOf,
  privateBookPath,
} from '@typeshelf/core/sync';
import { writeError } from '../session/server-refusal';
import { selectRow, selectRows, upsertRows } from '../session/server-requests';
import { noticeSkippedRows } from '../session/skipped-rows';

/** Every private book's stamp on the server (rows with a timestamp after 0: all written ones). */
export async function fetchBookStamps(client: SupabaseClient, userId: string): Promise<CustomBookStamp[]> {
  // A row that breaks the sync limits is skipped (and said once); the others are planned as usual.
  const { rows, skipped } = checkedBookStamps(await selectRows<unknown>(client, bookStampsRequest(userId)));
  noticeSkippedRows(skipped, 'private book rows');
  return rows;
}

/** One book's info as the server holds it (without its cover), or null when it has none. */
export async function fetchBookData(
  client: SupabaseClient,
  userId: string,
  bookId: string,
): Promise<{ data: Partial<BookInfo>; active: boolean } | null> {
  return bookDataOfRow(await selectRow<BookDataRow>(client, bookDataRequest(userId, bookId)));
}

/** Sends a book's info (its cover stays with the file) stamped with its last change. */
export async function upsertBook(client: SupabaseClient, userId: string, info: BookInfo): Promise<void> {
  await upsertRows(client, bookInfoUpsert(userId, info));
}

/** The user's private bucket, named by the user id, created on first need. */
export async function ensureBucket(client: SupabaseClient, userId: string): Promise<void> {
  const found = await client.storage.getBucket(userId);
  if (!found.error) return;
  const created = await client.storage.createBucket(userId, { public: false });
  if (created.error) throw writeError(created.error);
}

/** The names of the book files in the bucket (the first 100 by name; anything but `.tbf` left out). */
export async function listBookFiles(client: SupabaseClient, userId: string): Promise<string[]> {
  const { data, error } = await client.storage.from(userId).list('books', {
    limit: PRIVATE_BOOK_LIST_LIMIT,
    offset: 0,
    sortBy: { column: 'name', order: 'asc' },
  });
  if (error) throw new Error(error.message);
  return (data ?? []).map((file) => file.name).filter((name) => privateBookIdOf(name) !== null);
}

/** Uploads `books/{id}.tbf` once: a file already there is never overwritten, and counts as sent. */
export async function uploadBookFile(
  client: SupabaseClient,
  userId: string,
  bookId: string,
  bytes: Uint8Array,
): Promise<void> {
  const { error } = await client.storage
    .from(userId)
    .upload(privateBookPath(bookId), new Blob([bytes as BlobPart], { type: 'application/octet-stream' }), {
      cacheControl: '3600',
      upsert: false,
      contentType: 'application/octet-stream',
    });
  if (error && !/already exists|duplicate/i.test(error.message)) throw writeError(error);
}

export async function downloadBookFile(
  client: SupabaseClient,
  userId: string,
  bookId: string,
): Promise<Uint8Array> {
  const { data, error } = await client.storage.from(userId).download(privateBookPath(bookId));
  if (error || !data) throw new Error(error?.message ?? 'empty download');
  return new Uint8Array(await data.arrayBuffer());
}
