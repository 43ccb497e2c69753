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

export function useStoredUpdates(
  controller: PromptController,
  profile: ProfileData,
  bookId: string,
  chapterId: string,
  opened: ChapterParagraphs,
): void {
  const revision = useProfileRevision(profile);
  const known = useRef(opened);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on every write (the revision).
  useEffect(() => {
    let live = true;
    progressOf(profile)
      .paragraphStats(bookId, chapterId)
      .then((stored) => {
        if (!live) return;
        const changed = changedParagraphs(known.current, stored);
        known.current = stored;
        if (Object.keys(changed).length > 0) controller.applyStored(changed);
      })
      .catch((error: unknown) => console.warn('The chapter’s results could not be read again', error));
    return () => {
      live = false;
    };
  }, [controller, profile, bookId, chapterId, revision]);
}
