/** Names of the object stores and of the databases that hold them (01 §3). */

/** Stores kept per profile ('anonymous' or one user). */
export const PROFILE_STORES = [
  'booksStats',
  'chaptersStats',
  'paragraphsStats',
  'dailyStats',
  'general',
  'customBooksInfo',
  'customBooksContent',
  'pendingProgressSync',
  'missedWords',
  'settings',
  'progressLayouts',
] as const;
export type ProfileStore = (typeof PROFILE_STORES)[number];

/** The cache every profile shares. */
export const CACHE_STORES = ['booksInfo', 'booksContent', 'customFonts', 'generalCache'] as const;
export type CacheStore = (typeof CACHE_STORES)[number];

export const ANONYMOUS_PROFILE = 'anonymous';

/** The database of a profile: `typeshelf-anonymous` or `typeshelf-user-{id}`. */
export const profileDatabaseName = (profile: string) =>
  profile === ANONYMOUS_PROFILE ? 'typeshelf-anonymous' : `typeshelf-user-${profile}`;

export const CACHE_DATABASE = 'typeshelf-cache';

/** The localStorage key of a profile's practice record (the practice domain's). */
export const practiceRecordKey = (profile: string) => `typeshelf-practice:${profile}`;

/** The v1 database, migrated once into the anonymous profile and the cache, then dropped. */
export const LEGACY_DATABASE = 'main';

/** Keys inside the `general` store. */
export const GENERAL_KEYS = { favorites: 'favorites', summary: 'summary' } as const;

/** Keys inside the `generalCache` store. */
export const CACHE_KEYS = { booksIndex: 'booksIndex', booksIndexLastUpdate: 'booksIndexLastUpdate' } as const;

/** The pending-sync key of one paragraph: `{bookId}__{chapterId}__{paragraph}`. */
export const pendingKey = (bookId: string, chapterId: string, paragraph: number) =>
  `${bookId}__${chapterId}__${paragraph}`;
