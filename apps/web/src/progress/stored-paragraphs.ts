/**
 * A chapter's stored paragraphs read straight from their rows: what the
 * prompt shows as it opens, read without the records' part
 * (`profile-progress.ts`), which loads when the typist starts typing.
 */
import { cellStats } from '@typeshelf/core/progress';
import type { ParagraphStats } from '@typeshelf/core/stats';
import { parseParagraphKey } from '@typeshelf/core/sync';
import { promisifyRequest, type UseStore } from 'idb-keyval';
import { prefixRange } from '../storage/backend';

/** What each paragraph of a chapter counts as (core's reading of its cell), by paragraph number; holes are null. */
export async function readParagraphStats(
  store: UseStore,
  bookId: string,
  chapterId: string,
): Promise<(ParagraphStats | null)[]> {
  const prefix = `${bookId}__${chapterId}`;
  const [keys, values] = await store('readonly', (rows) =>
    Promise.all([
      promisifyRequest(rows.getAllKeys(prefixRange(rows, prefix))),
      promisifyRequest(rows.getAll(prefixRange(rows, prefix))),
    ]),
  );
  const out: (ParagraphStats | null)[] = [];
  keys.forEach((key, i) => {
    const at = parseParagraphKey(String(key));
    if (!at || at.bookId !== bookId || at.chapterId !== chapterId) return;
    while (out.length < at.index) out.push(null);
    out[at.index] = cellStats(values[i] as Parameters<typeof cellStats>[0]);
  });
  while (out.length > 0 && out[out.length - 1] === null) out.pop();
  return out;
}
