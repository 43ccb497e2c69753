/**
 * The typist's practice data on this device, one record per profile in
 * localStorage: the mistake journal the drills draw from (noted after each
 * typed paragraph), each drilled item's history, the latest chapters' missed
 * words (for the results screen's practice link) and whether drills count
 * towards the daily goal. Kept apart from the progress stores: nothing here
 * is a book's progress. It is small (the journal and history are capped).
 */
import { chapterKey } from '@typeshelf/core/book';
import {
  EMPTY_JOURNAL,
  type MistakeJournal,
  noteParagraph,
  type ParagraphMistakes,
  type PracticeHistory,
  readHistory,
  readJournal,
} from '@typeshelf/core/practice';
import { practiceRecordKey } from '../storage/stores';
import { DAYS_KEPT, storage, storedRecord } from './practice-record';

export interface PracticeData {
  journal: MistakeJournal;
  history: PracticeHistory;
  /** Missed words of the latest typed chapters, by chapter key, newest last. */
  chapters: Record<string, string[]>;
  /** Drills count towards the daily goal (off: they never do). */
  countsTowardsGoal: boolean;
  /** Practice time counted towards the goal, ms by day (`dayLabel`); the latest days only. */
  days: Record<string, number>;
}

/** Said on the window after a drill is recorded, so a running sync sends its points at once. */
export const PRACTICE_RECORDED_EVENT = 'typeshelf-practice-recorded';

/** Chapters whose missed words are kept for the results screen. */
const CHAPTERS_KEPT = 20;

/** The profile's practice data; empty when none is kept or it cannot be read. */
export function loadPractice(profile: string): PracticeData {
  let value: Record<string, unknown> = {};
  try {
    const raw = storage()?.getItem(practiceRecordKey(profile));
    if (raw) value = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    value = {};
  }
  const chapters: Record<string, string[]> = {};
  if (typeof value.chapters === 'object' && value.chapters !== null) {
    for (const [key, words] of Object.entries(value.chapters)) {
      if (Array.isArray(words)) chapters[key] = words.filter((w): w is string => typeof w === 'string');
    }
  }
  const days: Record<string, number> = {};
  if (typeof value.days === 'object' && value.days !== null) {
    const entries = Object.entries(value.days).filter(([, ms]) => typeof ms === 'number' && ms >= 0);
    for (const [day, ms] of entries.sort().slice(-DAYS_KEPT)) days[day] = ms as number;
  }
  return {
    days,
    journal: value.journal === undefined ? EMPTY_JOURNAL : readJournal(value.journal),
    history: readHistory(value.history),
    chapters,
    countsTowardsGoal: value.countsTowardsGoal === true,
  };
}

/** Turns counting drills towards the daily goal on or off, keeping the rest of the record. */
export function setPracticeCountsTowardsGoal(profile: string, on: boolean): void {
  try {
    storage()?.setItem(
      practiceRecordKey(profile),
      JSON.stringify({ ...storedRecord(profile), countsTowardsGoal: on }),
    );
  } catch (error) {
    console.error(error);
  }
}

export function savePractice(profile: string, data: PracticeData): void {
  try {
    storage()?.setItem(practiceRecordKey(profile), JSON.stringify(data));
  } catch (error) {
    // A full storage loses practice data only; book progress is elsewhere.
    console.error(error);
  }
}

/** Notes a typed paragraph's mistakes (after the paragraph's save, off the key's path). */
export function notePracticeParagraph(
  profile: string,
  bookId: string,
  chapterId: string,
  mistakes: ParagraphMistakes,
  t: number,
): void {
  const data = loadPractice(profile);
  const key = chapterKey(bookId, chapterId);
  const words = [...(data.chapters[key] ?? [])];
  for (const word of mistakes.missed) if (!words.includes(word)) words.push(word);
  const { [key]: _, ...others } = data.chapters;
  const kept = Object.entries(others).slice(-(CHAPTERS_KEPT - 1));
  savePractice(profile, {
    ...data,
    journal: noteParagraph(data.journal, mistakes, t),
    chapters: Object.fromEntries([...kept, [key, words]]),
  });
}
