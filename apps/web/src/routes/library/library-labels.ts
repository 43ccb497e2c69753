/** Labels the library screen shows for tabs, orders and chips. */
import type { LibraryChip, LibraryTab } from '@typeshelf/core/library';
import type { SortOrder } from '@typeshelf/core/settings';
import type { TaxonomyLabels } from '../../books/use-taxonomy-labels';

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

/** A chip's label; null for a genre or topic chip while the taxonomy's labels are still loading. */
export function chipLabel(chip: LibraryChip, labels: TaxonomyLabels | null): string | null {
  switch (chip.kind) {
    case 'search':
      return `search: ${chip.value}`;
    case 'author':
      return `author: ${chip.value}`;
    case 'series':
      return `series: ${chip.value}`;
    case 'genre':
      return labels && `genre: ${labels.genre(chip.value)}`;
    case 'topic':
      return labels && `topic: ${labels.topic(chip.value)}`;
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
