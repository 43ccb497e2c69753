/**
 * The server calls of progress sync (03 §7), and nothing else: upserting
 * paragraph rows and reading positions, pulling pages of rows, resetting.
 * Conflicts are the server triggers' business, which apply core's rule.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  type ParagraphRow,
  type PulledParagraphRow,
  type PullPageQuery,
  progressUpserts,
  pullPageRequest,
  type ReadingPositionRow,
  resetUpdates,
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
