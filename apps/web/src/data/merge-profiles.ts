/**
 * Moving anonymous progress into a user's profile (01 §4): every store is
 * merged by its own rule, in one transaction on the user's side, and the
 * anonymous stores are emptied only after that transaction committed.
 */
import type { BookInfo } from '@typeshelf/core';
import type { ProfileData } from './profile-data';
import type {
  BookStats,
  ChapterParagraphs,
  ChapterStats,
  DailyStats,
  MissedWord,
  ParagraphStats,
} from './records';
import { GENERAL_KEYS, PROFILE_STORES, type ProfileStore } from './stores';

type Merge = (incoming: unknown, key: IDBValidKey) => (previous: unknown) => unknown;

const newer =
  <T extends { timestamp: number }>(incoming: T) =>
  (previous: T | undefined) =>
    previous && previous.timestamp >= incoming.timestamp ? previous : incoming;

/** For the same paragraph a typed result beats a read one, then the newer wins. */
export function mergeParagraph(a: ParagraphStats | null, b: ParagraphStats | null): ParagraphStats | null {
  if (!a) return b;
  if (!b) return a;
  if (a.type !== b.type) return a.type === 'typed' ? a : b;
  return a.timestamp >= b.timestamp ? a : b;
}

const keepExisting = (incoming: unknown) => (previous: unknown) => previous ?? incoming;

const RULES: Record<ProfileStore, Merge> = {
  booksStats: (incoming) => newer(incoming as BookStats) as (previous: unknown) => unknown,
  chaptersStats: (incoming) => (previous) => {
    const merged: Record<string, ChapterStats> = {
      ...(previous as Record<string, ChapterStats> | undefined),
    };
    for (const [id, stats] of Object.entries(incoming as Record<string, ChapterStats>)) {
      merged[id] = newer(stats)(merged[id]);
    }
    return merged;
  },
  paragraphsStats: (incoming) => (previous) => {
    const a = (previous as ChapterParagraphs | undefined) ?? [];
    const b = incoming as ChapterParagraphs;
    return Array.from({ length: Math.max(a.length, b.length) }, (_, i) =>
      mergeParagraph(a[i] ?? null, b[i] ?? null),
    );
  },
  dailyStats: (incoming) => (previous) => {
    const a = previous as DailyStats | undefined;
    const b = incoming as DailyStats;
    return { time: (a?.time ?? 0) + b.time, typed: (a?.typed ?? 0) + b.typed };
  },
  general: (incoming, key) => (previous) =>
    key === GENERAL_KEYS.favorites
      ? [...new Set([...((previous as string[] | undefined) ?? []), ...(incoming as string[])])]
      : (previous ?? incoming),
  customBooksInfo: (incoming) => (previous) => {
    const a = previous as BookInfo | undefined;
    const b = incoming as BookInfo;
    return a && a.updatedAt >= b.updatedAt ? a : b;
  },
  // The text follows its info: a private book's text never changes after upload.
  customBooksContent: keepExisting,
  pendingProgressSync: keepExisting,
  missedWords: (incoming) => (previous) => {
    const a = previous as MissedWord | undefined;
    const b = incoming as MissedWord;
    return a ? { word: b.word, count: a.count + b.count, timestamp: Math.max(a.timestamp, b.timestamp) } : b;
  },
  // The account's own settings win; a new account takes what the visitor set.
  settings: keepExisting,
};

/** Merges every store of `from` into `to`, then empties `from`. Returns how many records moved. */
export async function mergeProfileInto(from: ProfileData, to: ProfileData): Promise<number> {
  const rows: Parameters<ProfileData['putMany']>[0] = [];
  for (const store of PROFILE_STORES) {
    for (const [key, value] of await from.dump(store)) {
      rows.push({ store, key, merge: RULES[store](value, key) });
    }
  }
  await to.putMany(rows);
  await from.clearAll();
  return rows.length;
}
