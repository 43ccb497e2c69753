/**
 * A full pull of one's paragraph rows as a client does it: pages of 1000 on
 * (modified_at, book_id, chapter, paragraph), each page after the last row
 * of the one before, until a short page (PostgREST caps a page at 1000).
 */
import type { SupabaseClient } from '@supabase/supabase-js';

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
    if (cursor) {
      const at = `"${cursor.modified_at}"`;
      const book = `"${cursor.book_id}"`;
      // A bound the index can start from (the condition below implies it), as the app pulls.
      query = query
        .gte('modified_at', cursor.modified_at)
        .or(
          `modified_at.gt.${at},and(modified_at.eq.${at},book_id.gt.${book}),` +
            `and(modified_at.eq.${at},book_id.eq.${book},chapter.gt.${cursor.chapter}),` +
            `and(modified_at.eq.${at},book_id.eq.${book},chapter.eq.${cursor.chapter},paragraph.gt.${cursor.paragraph})`,
        );
    }
    const { data, error } = await query;
    if (error) throw new Error(`pull failed: ${error.message}`);
    pages++;
    onPage(data as PulledRow[]);
    if (data.length < PAGE_SIZE) return pages;
    cursor = data[data.length - 1] as PulledRow;
  }
}
