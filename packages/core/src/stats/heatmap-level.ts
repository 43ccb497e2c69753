/** Intensity levels of the activity heatmap, beside the empty level 0. */
export const HEATMAP_LEVELS = 5;
/** Minutes of typing per level step. */
export const HEATMAP_STEP_MINUTES = 5;
/** Minutes of typing in a day that reach full intensity. */
export const HEATMAP_FULL_MINUTES = HEATMAP_LEVELS * HEATMAP_STEP_MINUTES;

/**
 * The heatmap level of a day's typing time: 0 with no typing, else one of
 * the 5 intensity levels in 5-minute steps, full (5) from 25 minutes. Any
 * typing at all shows at least level 1, so a short session is never invisible.
 *
 * | minutes | 0 | 0–10 | 10–15 | 15–20 | 20–25 | ≥ 25 |
 * | level   | 0 | 1    | 2     | 3     | 4     | 5    |
 */
export function heatmapLevel(typingTimeMs: number): number {
  if (!Number.isFinite(typingTimeMs) || typingTimeMs <= 0) return 0;
  const steps = Math.floor(typingTimeMs / 60_000 / HEATMAP_STEP_MINUTES);
  return Math.min(HEATMAP_LEVELS, Math.max(1, steps));
}
