/**
 * The rows after a pull's cursor, as PostgREST filters: keyset paging on the
 * server's order (modified_at, book_id, chapter, paragraph), so each page
 * starts where the last one ended however many rows share a time.
 */
import type { PullCursor } from './pull-plan';

/** A PostgREST value in double quotes, so commas, dots and brackets in it are not read as syntax. */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * The `or` filter for the rows after `cursor`: a later time, or the same time
 * and a later key. Use it beside `modified_at >= cursor.modified_at`, which it
 * implies: that bound is what lets the index start at the cursor instead of
 * every page walking the user's rows from the first.
 *
 * @example
 * request.gte('modified_at', cursor.modified_at).or(rowsAfterFilter(cursor))
 */
export function rowsAfterFilter(cursor: PullCursor): string {
  const at = quoted(cursor.modified_at);
  const book = quoted(cursor.book_id);
  const sameTime = `modified_at.eq.${at}`;
  const sameBook = `${sameTime},book_id.eq.${book}`;
  return [
    `modified_at.gt.${at}`,
    `and(${sameTime},book_id.gt.${book})`,
    `and(${sameBook},chapter.gt.${cursor.chapter})`,
    `and(${sameBook},chapter.eq.${cursor.chapter},paragraph.gt.${cursor.paragraph})`,
  ].join(',');
}
