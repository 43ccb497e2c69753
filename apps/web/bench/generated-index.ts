/**
 * A deterministic catalogue index of any size for the browser benchmark:
 * plausible titles, authors, genres and descriptions from a seeded generator.
 */
import type { BookIndexEntry, BookIndexFile } from '@typeshelf/core/book';
import { seededRandom } from '@typeshelf/fixtures';

const FIRST = [
  'Anne',
  'Arthur',
  'Charlotte',
  'Edith',
  'Fyodor',
  'George',
  'Henry',
  'Jane',
  'Leo',
  'Mary',
  'Oscar',
  'Virginia',
  'Walter',
  'Zofia',
  'Bram',
  'Lewis',
  'Agatha',
];
const LAST = [
  'Austen',
  'Bronte',
  'Dickens',
  'Tolstoy',
  'Wilde',
  'Woolf',
  'Stoker',
  'Carroll',
  'Christie',
  'Hardy',
  'Eliot',
  'Melville',
  'Twain',
  'Verne',
  'Hugo',
  'Kipling',
  'Poe',
  'Shelley',
];
const ADJECTIVES = [
  'Lost',
  'Hidden',
  'Scarlet',
  'Silent',
  'Golden',
  'Dark',
  'Strange',
  'Little',
  'Great',
  'Crimson',
  'Forgotten',
  'Distant',
];
const NOUNS = [
  'Hound',
  'Island',
  'Garden',
  'Secret',
  'House',
  'Voyage',
  'Castle',
  'Letters',
  'Kingdom',
  'Journey',
  'Prisoner',
  'River',
  'Shadow',
  'Captain',
  'Machine',
  'Storm',
  'Forest',
  'Treasure',
];
const GENRES = [
  'fiction',
  'mystery',
  'romance',
  'adventure',
  'science-fiction',
  'fantasy',
  'horror',
  'history',
  'poetry',
  'drama',
  'humor',
  'philosophy',
];
const WORDS =
  'the a of and in to was his her that it with as for on at by from this but they night day time life world love city ship war sea family young old journey secret story'.split(
    ' ',
  );

export function generatedIndex(size: number, seed = 42): BookIndexFile {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const books: BookIndexEntry[] = [];
  for (let i = 0; i < size; i++) {
    const title = `The ${pick(ADJECTIVES)} ${pick(NOUNS)} of ${pick(NOUNS)}s ${i}`;
    const author = `${pick(FIRST)} ${pick(LAST)}`;
    const length = 20_000 + Math.floor(random() * 900_000);
    books.push({
      id: `generated--${i}`,
      title,
      titleAlpha: title.toLowerCase().replace(/^the /, ''),
      author,
      description: Array.from({ length: 30 }, () => pick(WORDS)).join(' '),
      genres: [pick(GENRES), pick(GENRES)].filter((g, j, all) => all.indexOf(g) === j),
      topics: [],
      series: random() < 0.1 ? `${pick(NOUNS)} Saga` : null,
      part: 0,
      year: 1800 + Math.floor(random() * 200),
      length,
      pages: Math.ceil(length / 2000),
      language: 'en',
      chapters: [{ id: '000', title: 'One', mode: 'type', length }],
      hasComments: false,
      custom: false,
      active: true,
      createdAt: 1_700_000_000_000 + i,
      isNew: false,
      rating: random(),
      popularity: Math.floor(random() * 5000),
      search: [],
      free: random() < 0.2,
      coverUrl: null,
      coverBigUrl: null,
    });
  }
  return { lastUpdate: 1_700_000_000_000, books };
}
