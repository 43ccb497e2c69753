/**
 * The server calls of progress sync (03 §7), and nothing else: upserting
 * paragraph rows and reading positions, pulling pages of rows, resetting.
 * Conflicts are the server triggers' business, which apply core's rule.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  BOOK_SUMMARIES_RPC,
  type BookSummary,
  type ChapterRef,
  type ChapterSummary,
  chapterRowsRequest,
  PARAGRAPH_SUMMARIES_RPC,
  type ParagraphRow,
  type PulledParagraphRow,
  type PullPageQuery,
  progressUpserts,
  pullPageRequest,
  type ReadingPositionRow,
  resetUpdates,
  SYNC_PAGE_SIZE,
} from '@typeshelf/core/sync';
import { selectRows, updateRows, upsertRows } from '../session/server-requests';

export type { ReadingPositionRow };

export async function upsertParagraphs(
  client: SupabaseClient,
  userId: string,
  rows: readonly ParagraphRow[],
  positions: readonly ReadingPositionRow[],
): Promise<void> {
  for (const request of progressUpserts(userId, rows, positions)) await upsertRows(client, request);
}

/** One page of rows: modified after `since`, after the cursor, in the server's order. */
export async function pullParagraphPage(
  client: SupabaseClient,
  query: PullPageQuery,
): Promise<PulledParagraphRow[]> {
  return selectRows<PulledParagraphRow>(client, pullPageRequest(query));
}

/**
 * Remote reset (03 §4): a soft delete, zeroed typed stats and last paragraph
 * -1 with a new timestamp, for every row of the user or of one book.
 */
export async function resetRemote(
  client: SupabaseClient,
  userId: string,
  timestamp: number,
  bookId?: string,
) {
  for (const request of resetUpdates(userId, timestamp, bookId)) await updateRows(client, request);
}

/** The server's health_check, which must answer ok. */
export async function healthCheck(client: SupabaseClient): Promise<unknown> {
  const { data, error } = await client.rpc('health_check');
  if (error) throw new Error(error.message);
  return data;
}

/** The server's summary of each book of the user's paragraph rows (one row a book, so no paging). */
export async function bookSummaries(client: SupabaseClient): Promise<BookSummary[]> {
  const { data, error } = await client.rpc(BOOK_SUMMARIES_RPC);
  if (error) throw new Error(error.message);
  return (data ?? []) as BookSummary[];
}

/** The server's summary of each chapter of the user's paragraph rows, page by page (the server caps a page). */
export async function paragraphSummaries(client: SupabaseClient): Promise<ChapterSummary[]> {
  const out: ChapterSummary[] = [];
  for (let from = 0; ; from += SYNC_PAGE_SIZE) {
    const { data, error } = await client.rpc(PARAGRAPH_SUMMARIES_RPC).range(from, from + SYNC_PAGE_SIZE - 1);
    if (error) throw new Error(error.message);
    const page = (data ?? []) as ChapterSummary[];
    out.push(...page);
    if (page.length < SYNC_PAGE_SIZE) return out;
  }
}

/** Every server row of these chapters, a few chapters at a time, each paged by paragraph. */
export async function chapterRows(
  client: SupabaseClient,
  chapters: readonly ChapterRef[],
): Promise<ParagraphRow[]> {
  const out: ParagraphRow[] = [];
  const queue = [...chapters];
  const worker = async () => {
    for (let chapter = queue.shift(); chapter; chapter = queue.shift()) {
      for (let after = -1; ; ) {
        const page = await selectRows<ParagraphRow>(client, chapterRowsRequest(chapter, after));
        out.push(...page);
        if (page.length < SYNC_PAGE_SIZE) break;
        after = (page[page.length - 1] as ParagraphRow).paragraph;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, queue.length) }, worker));
  return out;
}
