/**
 * The books the library, book page and home screen show: the catalogue index
 * plus the profile's private books, each with the profile's progress,
 * favourite flag and paywall state.
 */
import {
  type BookIndexEntry,
  type BookInfo,
  type BookListItem,
  bookPages,
  isTypableChapter,
  libraryBooks,
} from '@typeshelf/core';
import { useMemo } from 'react';
import type { BookStats } from '../data';
import { useCatalogue } from './catalogue';
import { useProfileQuery } from './local-data';
import { useSession } from './session';

/** A private book's info as an index entry (its cover is a data URL kept with the info). */
export function customEntry(info: BookInfo): BookIndexEntry {
  const length = info.chapters.filter(isTypableChapter).reduce((sum, chapter) => sum + chapter.length, 0);
  return {
    id: info.id,
    title: info.title,
    titleAlpha: info.titleAlpha,
    author: info.author,
    description: info.description,
    genres: info.genres,
    topics: info.topics,
    series: info.series,
    part: info.part,
    year: info.year,
    length,
    pages: bookPages(length),
    language: info.language,
    chapters: info.chapters,
    hasComments: info.hasComments,
    custom: true,
    active: info.active,
    createdAt: info.createdAt,
    isNew: false,
    rating: info.rating,
    popularity: info.popularity,
    search: [],
    free: false,
    coverUrl: info.cover,
    coverBigUrl: info.cover,
  };
}

export interface LibraryData {
  status: 'loading' | 'ready';
  books: BookListItem[];
  /** Private books the library shows (active ones not shadowed by the index). */
  customCount: number;
  stats: Map<string, BookStats>;
}

/** The library's books for the current profile; re-reads after every write. */
export function useLibraryBooks(): LibraryData {
  const catalogue = useCatalogue();
  const session = useSession();
  const side = useProfileQuery(async (profile) => {
    const [stats, favorites, custom] = await Promise.all([
      profile.allBookStats(),
      profile.favorites(),
      profile.customBooks(),
    ]);
    return { stats, favorites, custom };
  });
  const { isPremium, isLocalPremium } = session.accountInfo;
  return useMemo(() => {
    if (catalogue.status === 'loading' || !side) {
      return { status: 'loading', books: [], customCount: 0, stats: new Map() };
    }
    const books = libraryBooks({
      catalogue: catalogue.books,
      custom: side.custom.map(customEntry),
      state: side.stats,
      favorites: side.favorites,
      account: { isPremium, isLocalPremium: isLocalPremium || isPremium },
      now: Date.now(),
    });
    const customCount = books.filter((book) => book.custom).length;
    return { status: 'ready', books, customCount, stats: side.stats };
  }, [catalogue, side, isPremium, isLocalPremium]);
}
