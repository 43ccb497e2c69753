/**
 * Book titles by id for screens that list records of many books (stats,
 * share): the catalogue's and the profile's private books'. An unknown id
 * shows as itself.
 */
import { useMemo } from 'react';
import type { ProfileData } from '../storage';
import { preloadProfileQuery, useProfileQuery } from '../storage/use-profile';
import { booksOf } from './books-data';
import { useCatalogue } from './use-catalogue';

/** The profile's private books, kept until the next write: a screen opened again titles its rows at once. */
const readCustomBooks = (profile: ProfileData) => booksOf(profile).customBooks();

export function useBookTitles(): (bookId: string) => string {
  const catalogue = useCatalogue();
  const custom = useProfileQuery(readCustomBooks, [], { keep: true });
  return useMemo(() => {
    const titles = new Map<string, string>();
    for (const book of catalogue.listed) titles.set(book.id, book.title);
    for (const info of custom ?? []) titles.set(info.id, info.title);
    return (bookId: string) => titles.get(bookId) ?? bookId;
  }, [catalogue.listed, custom]);
}

/** Starts reading the private books before a screen that titles its rows renders (see `preloadProfileQuery`). */
export function preloadBookTitles(profile: ProfileData): Promise<unknown> {
  return preloadProfileQuery(readCustomBooks, profile);
}
