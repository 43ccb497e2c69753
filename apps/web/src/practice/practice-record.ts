/**
 * The few fields of the practice record a screen reads without the journal:
 * whether drills count towards the daily goal and today's counted time. Apart
 * from `practice-data.ts`, so the prompt shows the day's goal without loading
 * the journal's rules before a paragraph is typed.
 */
import { practiceRecordKey } from '../storage/stores';

/** Days of counted practice time kept. */
export const DAYS_KEPT = 7;

export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored record as it is, for reading or changing one field without reading the rest. */
export function storedRecord(profile: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(practiceRecordKey(profile)) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Whether drills count towards the daily goal (read without the journal: /settings shows it). */
export function practiceCountsTowardsGoal(profile: string): boolean {
  return storedRecord(profile).countsTowardsGoal === true;
}

/** Today's practice time that counts towards the daily goal, ms. */
export function practiceGoalTime(profile: string, day: string): number {
  const record = storedRecord(profile);
  if (record.countsTowardsGoal !== true) return 0;
  const days = record.days;
  if (typeof days !== 'object' || days === null || Array.isArray(days)) return 0;
  // As `loadPractice` reads them: valid entries, the newest DAYS_KEPT days.
  const kept = Object.entries(days)
    .filter(([, ms]) => typeof ms === 'number' && ms >= 0)
    .sort()
    .slice(-DAYS_KEPT);
  const ms = kept.find(([label]) => label === day)?.[1];
  return typeof ms === 'number' ? ms : 0;
}
