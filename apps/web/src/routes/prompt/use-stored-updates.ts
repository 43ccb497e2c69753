/**
 * An open prompt follows its chapter's stored results: after every write to
 * the profile (a pull that merged another device's results, another tab's
 * save, this tab's own), the chapter's paragraphs are read again and those
 * that changed since the last read go to the engine, which takes newer
 * results for finished paragraphs and never touches the one being typed
 * (core's `withStored`).
 */
import type { ParagraphStats } from '@typeshelf/core/stats';
import type { PromptController } from '@typeshelf/core/typing';
import { useEffect, useRef } from 'react';
import { progressOf } from '../../progress/progress-data';
import type { ChapterParagraphs, ProfileData } from '../../storage';
import { useProfileRevision } from '../../storage/use-profile';

/** The paragraphs whose stored result differs between two reads, by index. */
export function changedParagraphs(
  before: ChapterParagraphs,
  after: ChapterParagraphs,
): Record<number, ParagraphStats | null> {
  const out: Record<number, ParagraphStats | null> = {};
  const count = Math.max(before.length, after.length);
  for (let p = 0; p < count; p++) {
    const was = before[p] ?? null;
    const now = after[p] ?? null;
    if (now !== null && (was === null || now.timestamp !== was.timestamp || now.type !== was.type))
      out[p] = now;
  }
  return out;
}

/** Whether two stored results are the same typing (one may carry another timestamp on its way to storage). */
function sameTyping(a: ParagraphStats, b: ParagraphStats): boolean {
  if (a.type === 'read' || b.type === 'read') return a.type === b.type;
  return a.time === b.time && a.wpm.value === b.wpm.value;
}

/**
 * `ownSaved` holds what this prompt saved, by paragraph: those results are
 * the engine's own and are not news. Everything else that changed since the
 * chapter opened is offered to the engine after every write, so a paragraph
 * finished elsewhere while the typist was inside the one before is passed
 * over once that one is done.
 */
export function useStoredUpdates(
  controller: PromptController,
  profile: ProfileData,
  bookId: string,
  chapterId: string,
  opened: ChapterParagraphs,
  ownSaved: ReadonlyMap<number, ParagraphStats>,
): void {
  const revision = useProfileRevision(profile);
  const known = useRef(opened);
  const foreign = useRef<Record<number, ParagraphStats>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on every write (the revision).
  useEffect(() => {
    let live = true;
    progressOf(profile)
      .paragraphStats(bookId, chapterId)
      .then((stored) => {
        if (!live) return;
        for (const [index, stats] of Object.entries(changedParagraphs(known.current, stored))) {
          const p = Number(index);
          const own = ownSaved.get(p);
          if (stats && !(own && sameTyping(own, stats))) foreign.current[p] = stats;
        }
        known.current = stored;
        if (Object.keys(foreign.current).length > 0) controller.applyStored(foreign.current);
      })
      .catch((error: unknown) => console.warn('The chapter’s results could not be read again', error));
    return () => {
      live = false;
    };
  }, [controller, profile, bookId, chapterId, revision]);
}
