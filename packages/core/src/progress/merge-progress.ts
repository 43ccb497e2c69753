/**
 * Two profiles' progress, or a profile and a server pull, as one: every
 * paragraph cell joined (03 §4's rule, see `mergeCells`), then every figure
 * derived again from the joined paragraphs, so a chapter can never disagree
 * with its own paragraphs after a merge.
 */
import { deriveProgress } from './derive-progress';
import { mergeCells } from './paragraph-cell';
import type { BookLayout, ParagraphCell, ProgressOptions, ProgressRecords } from './progress-types';

type Cells = (ParagraphCell | null)[];

function mergeChapterCells(a: Cells | undefined, b: Cells | undefined): Cells {
  if (!a) return b ?? [];
  if (!b || a === b) return a;
  const length = Math.max(a.length, b.length);
  const out: Cells = new Array(length);
  for (let i = 0; i < length; i++) out[i] = mergeCells(a[i] ?? null, b[i] ?? null);
  return out;
}

/**
 * Layouts of the same book should agree; when an edited private book makes
 * them differ, the one with more chapters, then the larger text, is kept, so
 * the choice does not depend on which side is merged into which.
 */
function mergeLayouts(a: BookLayout | undefined, b: BookLayout | undefined): BookLayout | undefined {
  if (!a || a === b) return b ?? a;
  if (!b) return a;
  if (a.chapters.length !== b.chapters.length) return a.chapters.length > b.chapters.length ? a : b;
  const x = JSON.stringify(a.chapters);
  const y = JSON.stringify(b.chapters);
  return x >= y ? a : b;
}

/** The join of two profiles' progress; commutative, associative and idempotent. */
export function mergeProgress(
  a: Pick<ProgressRecords, 'paragraphs' | 'layouts'>,
  b: Pick<ProgressRecords, 'paragraphs' | 'layouts'>,
  options: ProgressOptions,
): ProgressRecords {
  const paragraphs: ProgressRecords['paragraphs'] = {};
  for (const bookId of new Set([...Object.keys(a.paragraphs), ...Object.keys(b.paragraphs)])) {
    const x = a.paragraphs[bookId] ?? {};
    const y = b.paragraphs[bookId] ?? {};
    const chapters: Record<string, Cells> = {};
    for (const chapterId of new Set([...Object.keys(x), ...Object.keys(y)]))
      chapters[chapterId] = mergeChapterCells(x[chapterId], y[chapterId]);
    paragraphs[bookId] = chapters;
  }
  const layouts: ProgressRecords['layouts'] = {};
  for (const bookId of new Set([...Object.keys(a.layouts), ...Object.keys(b.layouts)])) {
    const layout = mergeLayouts(a.layouts[bookId], b.layouts[bookId]);
    if (layout) layouts[bookId] = layout;
  }
  return deriveProgress(paragraphs, layouts, options);
}
