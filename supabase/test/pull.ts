/**
 * A full pull of one's paragraph rows as a client does it: pages of 1000 on
 * (modified_at, book_id, chapter, paragraph), each page after the last row
 * of the one before, until a short page (PostgREST caps a page at 1000).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { rowsAfterFilter } from '@typeshelf/core/sync';

export interface PulledRow {
  book_id: string;
  chapter: number;
  paragraph: number;
  modified_at: string;
}

export const PAGE_SIZE = 1000;

export async function pullParagraphs(
  supabase: SupabaseClient,
  onPage: (rows: PulledRow[]) => void,
  after: PulledRow | null = null,
): Promise<number> {
  let cursor = after;
  let pages = 0;
  for (;;) {
    let query = supabase
      .from('paragraphs_typed')
      .select('book_id, chapter, paragraph, modified_at, acc, con, wpm, raw, time, timestamp, read_at')
      .order('modified_at')
      .order('book_id')
      .order('chapter')
      .order('paragraph')
      .limit(PAGE_SIZE);
    if (cursor) query = query.gte('modified_at', cursor.modified_at).or(rowsAfterFilter(cursor));
    const { data, error } = await query;
    if (error) throw new Error(`pull failed: ${error.message}`);
    pages++;
    onPage(data as PulledRow[]);
    if (data.length < PAGE_SIZE) return pages;
    cursor = data[data.length - 1] as PulledRow;
  }
}
