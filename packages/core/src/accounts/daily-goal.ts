import { DEFAULT_DAILY_GOAL } from '../settings/default-settings';
import { DAILY_GOAL_RANGE } from '../settings/settings-options';

/**
 * A custom daily goal as stored: whole minutes, clamped to 1..1440 (a whole
 * day). Anything that is not a number gives `fallback` (the default 15).
 */
export function clampDailyGoal(minutes: number, fallback: number = DEFAULT_DAILY_GOAL): number {
  if (!Number.isFinite(minutes)) return fallback;
  return Math.min(DAILY_GOAL_RANGE.max, Math.max(DAILY_GOAL_RANGE.min, Math.round(minutes)));
}

/** Daily progress towards the goal: typing time divided by the goal, both in milliseconds. */
export function dailyProgress(typingTimeMs: number, goalMinutes: number): number {
  if (goalMinutes <= 0 || !Number.isFinite(typingTimeMs) || typingTimeMs <= 0) return 0;
  return typingTimeMs / (goalMinutes * 60_000);
}
