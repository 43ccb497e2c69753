/** Labels the library screen shows for tabs, orders and chips. */
import type { LibraryChip, LibraryTab, SortOrder } from '@typeshelf/core';

export const TAB_LABELS: Record<LibraryTab, string> = {
  all: 'All',
  favorites: 'Favorites',
  'in-progress': 'In Progress',
  done: 'Done',
  private: 'Private',
  public: 'Public',
};

export const ORDER_LABELS: Record<SortOrder, string> = {
  author: 'Author',
  best: 'Best',
  added: 'Recently added',
  length: 'Length',
  part: 'Part',
  popularity: 'Popularity',
  progress: 'Progress',
  random: 'Random',
  rating: 'Rating',
  relevance: 'Relevance',
  title: 'Title',
  year: 'Year',
};

/** "science-fiction" → "Science Fiction". */
export const slugTitle = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

export function chipLabel(chip: LibraryChip): string {
  switch (chip.kind) {
    case 'search':
      return `search: ${chip.value}`;
    case 'author':
      return `author: ${chip.value}`;
    case 'series':
      return `series: ${chip.value}`;
    case 'genre':
      return `genre: ${slugTitle(chip.value)}`;
    case 'topic':
      return `topic: ${slugTitle(chip.value)}`;
    case 'type':
      return `type: ${chip.value}`;
    case 'length':
      return `length: ${chip.value}`;
    default: {
      const never: never = chip.kind;
      return never;
    }
  }
}
