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
  type ReadingPositionRow,
  rowsAfterFilter,
} from '@typeshelf/core';

const PARAGRAPH_COLUMNS =
  'book_id, chapter, paragraph, acc, con, wpm, raw, time, keys, length, missed, timestamp, read_at, modified_at';

export type { ReadingPositionRow };

export async function upsertParagraphs(
  client: SupabaseClient,
  userId: string,
  rows: readonly ParagraphRow[],
  positions: readonly ReadingPositionRow[],
): Promise<void> {
  if (rows.length > 0) {
    const { error } = await client.from('paragraphs_typed').upsert(
      rows.map((row) => ({ ...row, user_id: userId })),
      { onConflict: 'user_id,book_id,chapter,paragraph' },
    );
    if (error) throw new Error(error.message);
  }
  if (positions.length > 0) {
    const { error } = await client.from('reading_progress').upsert(
      positions.map((row) => ({ ...row, user_id: userId })),
      { onConflict: 'user_id,book_id,chapter' },
    );
    if (error) throw new Error(error.message);
  }
}

/** One page of rows: modified after `since`, after the cursor, in the server's order. */
export async function pullParagraphPage(
  client: SupabaseClient,
  query: PullPageQuery,
): Promise<PulledParagraphRow[]> {
  let request = client
    .from('paragraphs_typed')
    .select(PARAGRAPH_COLUMNS)
    .order('modified_at')
    .order('book_id')
    .order('chapter')
    .order('paragraph')
    .limit(query.limit);
  if (query.since) request = request.gt('modified_at', query.since);
  const after = query.after;
  if (after) request = request.gte('modified_at', after.modified_at).or(rowsAfterFilter(after));
  const { data, error } = await request;
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as PulledParagraphRow[];
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
  let paragraphs = client
    .from('paragraphs_typed')
    .update({ acc: 0, con: 0, wpm: 0, raw: 0, time: 0, keys: 0, missed: [], timestamp })
    .eq('user_id', userId);
  if (bookId) paragraphs = paragraphs.eq('book_id', bookId);
  const first = await paragraphs;
  if (first.error) throw new Error(first.error.message);
  let positions = client
    .from('reading_progress')
    .update({ last_paragraph: -1, timestamp })
    .eq('user_id', userId);
  if (bookId) positions = positions.eq('book_id', bookId);
  const second = await positions;
  if (second.error) throw new Error(second.error.message);
}

/** The server's health_check, which must answer ok. */
export async function healthCheck(client: SupabaseClient): Promise<unknown> {
  const { data, error } = await client.rpc('health_check');
  if (error) throw new Error(error.message);
  return data;
}
