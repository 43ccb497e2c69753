/**
 * Applies a save's plan for a Pro account (03 §7), in the app's start-up
 * order: progress, settings, private books, their files. Progress goes in
 * pages of the sync page size; the server's triggers merge each row by
 * core's rule, so sending a save twice changes nothing. Settings parts and
 * book info go only where the save is newer (core's plans, as the app does);
 * a book's file is uploaded once.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  type BookStampRow,
  bookInfoUpsert,
  bookStampsOfRows,
  bookStampsRequest,
  type CustomBookStamp,
  PRIVATE_BOOK_LIST_LIMIT,
  planCustomBooks,
  planPrivateFiles,
  planSettings,
  privateBookIdOf,
  privateBookPath,
  progressUpserts,
  type SettingsRow,
  type SettingsSide,
  settingsPartUpsert,
  settingsRequest,
  settingsSideOfRow,
} from '@typeshelf/core/sync';
import { writeTbf } from '@typeshelf/epub';
import type { ServerAccount } from './account-client';
import type { LeftOut, SavePlan } from './save-plan';
import { check, selectRow, selectRows, upsertRows } from './server-requests';

export interface SendReport {
  paragraphs: number;
  positions: number;
  skipped: number;
  /** Each entry of the save not sent, with why. */
  leftOut: LeftOut[];
  settings: string[];
  books: string[];
  files: string[];
}

async function sendProgress({ client, userId }: ServerAccount, plan: SavePlan): Promise<void> {
  const { rows, positions } = plan.progress;
  for (const request of progressUpserts(userId, rows, positions)) {
    await upsertRows(
      client,
      request,
      request.table === 'paragraphs_typed' ? 'paragraphs' : 'reading positions',
    );
  }
}

/** The parts the save holds newer than the server, each sent with its own time. */
async function sendSettings({ client, userId }: ServerAccount, local: SettingsSide): Promise<string[]> {
  const remote = settingsSideOfRow(await selectRow<SettingsRow>(client, settingsRequest(userId), 'settings'));
  const { send } = planSettings(local, remote);
  for (const part of send) {
    await upsertRows(
      client,
      settingsPartUpsert(userId, part, local.parts[part], local.at[part]),
      `settings (${part})`,
    );
  }
  return send;
}

async function remoteStamps(client: SupabaseClient, userId: string): Promise<CustomBookStamp[]> {
  return bookStampsOfRows(await selectRows<BookStampRow>(client, bookStampsRequest(userId), 'private books'));
}

/**
 * Info rows where the save is newer (a book the server removed later stays
 * removed). Returns what it sent and the server's stamps as they stand after.
 */
async function sendBookInfo(
  { client, userId }: ServerAccount,
  plan: SavePlan,
): Promise<{ sent: string[]; stamps: CustomBookStamp[] }> {
  const byId = new Map(plan.books.map((book) => [book.info.id, book.info]));
  const stamps = plan.books.map(({ info }) => ({
    id: info.id,
    timestamp: info.updatedAt,
    active: info.active,
  }));
  const remote = await remoteStamps(client, userId);
  const sent: string[] = [];
  for (const action of planCustomBooks(stamps, remote)) {
    const info = byId.get(action.id);
    if (action.type !== 'upload' || !info) continue;
    await upsertRows(client, bookInfoUpsert(userId, info), `private book ${info.id}`);
    sent.push(info.id);
  }
  const after = remote.filter((stamp) => !sent.includes(stamp.id));
  for (const stamp of stamps) if (sent.includes(stamp.id)) after.push(stamp);
  return { sent, stamps: after };
}

async function ensureBucket(client: SupabaseClient, userId: string): Promise<void> {
  if (!(await client.storage.getBucket(userId)).error) return;
  const { error } = await client.storage.createBucket(userId, { public: false });
  check(error, 'private bucket');
}

/** The files of active books the bucket lacks, as one-book TBFs at `books/{id}.tbf`. */
async function sendBookFiles(
  { client, userId }: ServerAccount,
  plan: SavePlan,
  stamps: CustomBookStamp[],
): Promise<string[]> {
  await ensureBucket(client, userId);
  const listed = await client.storage
    .from(userId)
    .list('books', { limit: PRIVATE_BOOK_LIST_LIMIT, offset: 0, sortBy: { column: 'name', order: 'asc' } });
  check(listed.error, 'private files');
  const files = (listed.data ?? []).map((file) => file.name).filter((name) => privateBookIdOf(name) !== null);
  const books = new Map<string, SavePlan['books'][number]>(plan.books.map((book) => [book.info.id, book]));
  // Only books whose rows the server holds (just sent, or already there) get a file.
  const onServer = new Set(stamps.map((stamp) => stamp.id));
  const { upload } = planPrivateFiles(
    plan.books
      .filter(({ info }) => onServer.has(info.id))
      .map(({ info }) => ({ id: info.id, timestamp: info.updatedAt, active: info.active })),
    new Set(books.keys()),
    files,
    stamps,
  );
  for (const id of upload) {
    const book = books.get(id);
    if (!book) continue;
    const bytes = writeTbf([book]);
    const { error } = await client.storage
      .from(userId)
      .upload(
        privateBookPath(id),
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }),
        {
          upsert: false,
          contentType: 'application/octet-stream',
        },
      );
    if (error && !/already exists|duplicate/i.test(error.message)) check(error, `private file ${id}`);
  }
  return upload;
}

export async function sendSave(account: ServerAccount, plan: SavePlan): Promise<SendReport> {
  await sendProgress(account, plan);
  const settings = plan.settings ? await sendSettings(account, plan.settings) : [];
  let books: string[] = [];
  let files: string[] = [];
  if (plan.books.length > 0) {
    const info = await sendBookInfo(account, plan);
    books = info.sent;
    files = await sendBookFiles(account, plan, info.stamps);
  }
  return {
    paragraphs: plan.progress.rows.length,
    positions: plan.progress.positions.length,
    skipped: plan.leftOut.length,
    leftOut: plan.leftOut,
    settings,
    books,
    files,
  };
}
