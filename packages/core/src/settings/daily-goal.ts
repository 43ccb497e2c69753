import { DEFAULT_DAILY_GOAL } from './default-settings';
import { DAILY_GOAL_RANGE } from './settings-options';

/**
 * The daily goal as stored: whole minutes, clamped to 1..1440 (a whole day).
 * Anything that is not a finite number gives `fallback` (the default 15). The
 * one clamp of the goal: the settings screen's custom box, settings read from
 * storage or the server and the account screens all go through it.
 */
export function clampDailyGoal(minutes: number, fallback: number = DEFAULT_DAILY_GOAL): number {
  if (!Number.isFinite(minutes)) return fallback;
  return Math.min(DAILY_GOAL_RANGE.max, Math.max(DAILY_GOAL_RANGE.min, Math.round(minutes)));
}
