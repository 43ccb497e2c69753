/**
 * A device's own fresh result is never discarded on that device. Results are
 * ordered by their time (on the server's clock, see docs/metrics.md), and a
 * device whose clock was behind when it learned of another device's result
 * could stamp a new result earlier than that one, so the merge would drop
 * the typist's own work the moment it is saved. A fresh save is therefore
 * stamped after everything the device holds for its paragraph (the idea of a
 * hybrid logical clock: never earlier than the newest time seen), which is
 * also its real order: the typist made it after seeing those.
 */
import type { ParagraphCell, ParagraphSave } from './progress-types';

/** A millisecond: the smallest step after a time already seen. */
export const FRESH_SAVE_STEP_MS = 1;

/** The newest time a cell holds: its typed result, read mark or clear. */
export function newestTime(cell: ParagraphCell | null | undefined): number {
  if (!cell) return 0;
  return Math.max(cell.typed?.timestamp ?? 0, cell.read?.timestamp ?? 0, cell.cleared);
}

/** `save` stamped after everything `held` (the paragraph's cell on this device) holds; unchanged when already later. */
export function stampedAfter(save: ParagraphSave, held: ParagraphCell | null | undefined): ParagraphSave {
  const floor = newestTime(held);
  if (floor === 0) return save;
  const { change } = save;
  const at = floor + FRESH_SAVE_STEP_MS;
  switch (change.type) {
    case 'typed':
      return change.stats.timestamp > floor
        ? save
        : { ...save, change: { ...change, stats: { ...change.stats, timestamp: at } } };
    case 'read':
      return change.stats.timestamp > floor
        ? save
        : { ...save, change: { ...change, stats: { ...change.stats, timestamp: at } } };
    case 'cleared':
      return change.timestamp > floor ? save : { ...save, change: { ...change, timestamp: at } };
    default:
      return change satisfies never;
  }
}
