/**
 * When a chapter, a book or a day's goal is complete: its progress (a share,
 * 0 for nothing and 1 for all of it, never capped) has reached 1. The one
 * place the threshold is written; the library's Done badge, the results
 * screen's tabs, personal bests and the goal all ask here.
 */
export function isComplete(progress: number): boolean {
  return progress >= 1;
}

/** Whether something has been begun but not finished: between 0 and 1. */
export function isInProgress(progress: number): boolean {
  return progress > 0 && !isComplete(progress);
}

/** How many of `items` are complete: the books done on the home screen, the chapters done on a book's results. */
export function completeCount(items: Iterable<{ progress: number }>): number {
  let count = 0;
  for (const item of items) if (isComplete(item.progress)) count += 1;
  return count;
}
