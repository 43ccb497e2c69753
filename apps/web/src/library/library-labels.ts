/** Labels the library screen shows for tabs, orders and chips. */
import { genreLabel, type LibraryChip, type LibraryTab, type SortOrder, topicLabel } from '@typeshelf/core';

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

export function chipLabel(chip: LibraryChip): string {
  switch (chip.kind) {
    case 'search':
      return `search: ${chip.value}`;
    case 'author':
      return `author: ${chip.value}`;
    case 'series':
      return `series: ${chip.value}`;
    case 'genre':
      return `genre: ${genreLabel(chip.value)}`;
    case 'topic':
      return `topic: ${topicLabel(chip.value)}`;
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
