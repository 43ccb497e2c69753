/**
 * Favourites are a set of book ids (01 §5), stored as a list (the general
 * store's `favorites`).
 */

/** Adds the id when absent, removes it when present; returns a new set. */
export function toggleFavorite(favorites: ReadonlySet<string>, bookId: string): Set<string> {
  const next = new Set(favorites);
  if (next.has(bookId)) next.delete(bookId);
  else next.add(bookId);
  return next;
}

/** Reads the stored list: strings only, duplicates dropped; anything else is an empty set. */
export function parseFavorites(stored: unknown): Set<string> {
  if (!Array.isArray(stored)) return new Set();
  return new Set(stored.filter((id): id is string => typeof id === 'string' && id !== ''));
}

/** The list to store: sorted, so equal sets store equal lists. */
export function serializeFavorites(favorites: ReadonlySet<string>): string[] {
  return [...favorites].sort();
}
