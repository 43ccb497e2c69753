/**
 * Moving anonymous progress into a user's profile (01 §4). Progress is one
 * rule, core's `mergeProgress`: every paragraph's cells joined and every
 * figure derived again from them, so a chapter never disagrees with its
 * paragraphs afterwards. The other stores are merged by their own rules. All
 * of it lands in one transaction on the user's side, and the anonymous
 * stores are emptied only after that transaction committed.
 */
import type { BookInfo } from '@typeshelf/core/book';
import { mergeFavoriteLists, newerBookInfo } from '@typeshelf/core/library';
import { mergeProgress, type ProgressOptions } from '@typeshelf/core/progress';
import {
  GENERAL_KEYS,
  type LocalData,
  localOffset,
  PROFILE_STORES,
  type ProfileData,
  type ProfileStore,
} from '../storage';
import { progressOf } from './progress-data';

type Merge = (incoming: unknown, key: IDBValidKey) => (previous: unknown) => unknown;

const keepExisting = (incoming: unknown) => (previous: unknown) => previous ?? incoming;

/** Stores outside progress, each with its rule. */
const RULES: Partial<Record<ProfileStore, Merge>> = {
  general: (incoming, key) => (previous) =>
    key === GENERAL_KEYS.favorites ? mergeFavoriteLists(previous, incoming) : (previous ?? incoming),
  customBooksInfo: (incoming) => (previous) =>
    newerBookInfo(previous as BookInfo | undefined, incoming as BookInfo),
  // The text follows its info: a private book's text never changes after upload.
  customBooksContent: keepExisting,
  pendingProgressSync: keepExisting,
  // The account's own settings win; a new account takes what the visitor set.
  settings: keepExisting,
};

/** Merges every store of `from` into `to`, then empties `from`. Returns how many records moved. */
export async function mergeProfileInto(
  from: ProfileData,
  to: ProfileData,
  options: ProgressOptions = { offset: localOffset },
): Promise<number> {
  const [mine, theirs] = await Promise.all([progressOf(from).records(), progressOf(to).records()]);
  const progress = mergeProgress(mine, theirs, options);
  const rows: Parameters<ProfileData['putMany']>[0] = [];
  let moved = 0;
  for (const store of PROFILE_STORES) {
    const rule = RULES[store];
    const pairs = await from.dump(store);
    if (store === 'paragraphsStats') moved += pairs.length;
    // Progress stores have no rule here: their rows come from the merged records.
    if (!rule) continue;
    for (const [key, value] of pairs) {
      // The summary is progress too.
      if (store === 'general' && key === GENERAL_KEYS.summary) continue;
      rows.push({ store, key, merge: rule(value, key) });
      moved += 1;
    }
  }
  await to.putMany(rows, await progressOf(to).replaceAll(progress));
  await from.clearAll();
  return moved;
}

/** Moves anonymous data into the current user's profile and empties the anonymous one. */
export async function mergeAnonymousIntoCurrent(local: LocalData): Promise<number> {
  const current = local.getSnapshot();
  if (current === local.anonymous) return 0;
  return mergeProfileInto(local.anonymous, current);
}
