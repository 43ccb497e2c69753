/**
 * Private-book sync for a Pro account (03 §4, §7, §8): the books' info rows
 * reconciled by core's `planCustomBooks` (newer timestamp wins, inactive on
 * the server deactivates here, one side only moves across), then their files
 * by `planPrivateFiles`: `books/{id}.tbf` in the user's bucket, uploaded
 * once, downloaded and imported where this device lacks a book's text.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { type BookInfo, bookInfoOf } from '@typeshelf/core/book';
import { type CustomBookStamp, planCustomBooks, planPrivateFiles, SYNC_MESSAGES } from '@typeshelf/core/sync';
import { notify } from '../page/notifications';
import { noticeRefusal } from '../session/server-refusal';
import { noticeSkippedRows } from '../session/skipped-rows';
import type { ProfileData } from '../storage';
import { booksOf } from './books-data';
import {
  downloadBookFile,
  ensureBucket,
  fetchBookData,
  fetchBookStamps,
  listBookFiles,
  uploadBookFile,
  upsertBook,
} from './custom-books-remote';

/** A private book's info with the server's data merged in, checked like a file's; null (and said once) when it fails. */
function checkedInfo(merged: BookInfo): BookInfo | null {
  const info = bookInfoOf(merged);
  if (!info) noticeSkippedRows(1, 'private book infos');
  return info;
}

const stampOf = (info: BookInfo): CustomBookStamp => ({
  id: info.id,
  timestamp: info.updatedAt,
  active: info.active,
});

export class CustomBooksSync {
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly client: SupabaseClient,
    private readonly profile: ProfileData,
    private readonly userId: string,
  ) {}

  /** Calls `changed` after each change of a private book made here, when online (the next reconnection does the rest). */
  start(changed: () => void): void {
    this.cleanups.push(
      booksOf(this.profile).subscribe(() => {
        if (navigator.onLine) changed();
      }),
    );
  }

  stop(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  /** The info rows: newer sides sent, server deactivations applied, newer server info taken. */
  async syncInfo(): Promise<void> {
    const local = await booksOf(this.profile).customBooks();
    const remote = await fetchBookStamps(this.client, this.userId).catch((error: unknown) => {
      notify({ type: 'warning', title: SYNC_MESSAGES.databaseError });
      throw error;
    });
    const byId = new Map(local.map((info) => [info.id, info]));
    const remoteAt = new Map(remote.map((stamp) => [stamp.id, stamp.timestamp]));
    const withText = await booksOf(this.profile).customBooksWithText();
    for (const action of planCustomBooks(local.map(stampOf), remote)) {
      const info = byId.get(action.id);
      if (action.type === 'upload' && info) await this.sendInfo(info);
      else if (action.type === 'deactivate')
        await booksOf(this.profile).deactivateCustomBook(action.id, remoteAt.get(action.id) ?? 0);
      // A book this device has the text of takes the server's newer info now; the others come with their file.
      else if (action.type === 'download' && info && withText.has(action.id)) await this.takeInfo(info);
    }
  }

  /** The files: this device's books the bucket lacks are uploaded; active books it lacks the text of are downloaded. */
  async syncFiles(): Promise<void> {
    let files: string[];
    let remote: CustomBookStamp[];
    try {
      await ensureBucket(this.client, this.userId);
      [files, remote] = await Promise.all([
        listBookFiles(this.client, this.userId),
        fetchBookStamps(this.client, this.userId),
      ]);
    } catch (error) {
      if (!noticeRefusal(error))
        notify({ type: 'error', title: SYNC_MESSAGES.databaseError, details: SYNC_MESSAGES.storageFailed });
      throw error;
    }
    const local = await booksOf(this.profile).customBooks();
    const plan = planPrivateFiles(
      local.map(stampOf),
      await booksOf(this.profile).customBooksWithText(),
      files,
      remote,
    );
    const failures: string[] = [];
    for (const id of plan.upload)
      await this.uploadFile(id).catch((error: Error) => {
        if (!noticeRefusal(error)) failures.push(error.message);
      });
    for (const id of plan.download)
      await this.downloadFile(id).catch((error: Error) => failures.push(error.message));
    if (failures.length > 0) {
      notify({ type: 'error', title: SYNC_MESSAGES.fileSyncError, details: failures.join('; ') });
      throw new Error(`private files: ${failures.join('; ')}`);
    }
  }

  private async sendInfo(info: BookInfo): Promise<void> {
    try {
      await upsertBook(this.client, this.userId, info);
    } catch (error) {
      console.warn('A private book could not be saved on the server', error);
      if (noticeRefusal(error)) return;
      notify({
        type: 'warning',
        title: SYNC_MESSAGES.customBookNotSaved,
        details: SYNC_MESSAGES.customBookSavedLocally,
      });
    }
  }

  private async takeInfo(local: BookInfo): Promise<void> {
    const row = await fetchBookData(this.client, this.userId, local.id).catch((error: unknown) => {
      notify({
        type: 'error',
        title: SYNC_MESSAGES.databaseError,
        details: SYNC_MESSAGES.customBookFetchFailed,
      });
      throw error;
    });
    if (!row) return;
    const info = checkedInfo({
      ...local,
      ...row.data,
      id: local.id,
      cover: local.cover,
      custom: true,
      active: row.active,
    });
    if (info) await booksOf(this.profile).updateCustomBookInfo(info, true);
  }

  private async uploadFile(id: string): Promise<void> {
    const [info, content] = await Promise.all([
      booksOf(this.profile).customBookInfo(id),
      booksOf(this.profile).customBookContent(id),
    ]);
    if (!info || !content) return;
    const { writeTbf } = await import('@typeshelf/epub');
    await uploadBookFile(this.client, this.userId, id, writeTbf([{ info, content }]));
  }

  /** Downloads a book's file and imports it, with the server's newer info over the file's. */
  private async downloadFile(id: string): Promise<void> {
    const [bytes, row] = await Promise.all([
      downloadBookFile(this.client, this.userId, id),
      fetchBookData(this.client, this.userId, id),
    ]);
    const { readTbf } = await import('@typeshelf/epub');
    const book = readTbf(bytes)[0];
    if (!book) throw new Error(`${id}.tbf holds no book`);
    // The server's info over the file's, held to the same checks as the file's (text normalised, links http(s)).
    const info =
      checkedInfo({
        ...book.info,
        ...row?.data,
        id,
        cover: book.info.cover,
        custom: true,
        active: row?.active ?? true,
      }) ?? book.info;
    await booksOf(this.profile).saveCustomBook(info, book.content, true);
  }
}
