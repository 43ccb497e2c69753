/**
 * Where each imported book goes, decided before anything is stored, so an
 * import never overwrites or hides a book silently:
 *
 * - an id the catalogue uses is given a new id (a private book under a
 *   catalogue id could never be opened: the catalogue's book shows instead);
 * - an id a private book already has is a conflict the user settles, by
 *   replacing that book (its progress goes with it) or keeping both (the
 *   import gets a new id);
 * - past the free limit, books are not stored at all. Room is counted when
 *   the conflicts are settled, in import order: replacing a private book
 *   adds none, so it takes no room; keeping both takes one.
 *
 * New ids add `-2`, `-3`… to the title half of the slug, so they stay slugs.
 */

/** An imported book as the plan sees it. */
export interface ImportCandidate {
  id: string;
  title: string;
}

export interface ImportContext {
  /** Ids of the profile's stored private books. */
  privateIds: ReadonlySet<string>;
  /** The stored private books' titles by id: a conflict names the book it would replace. */
  privateTitles?: ReadonlyMap<string, string>;
  /** Ids of the catalogue's books. */
  catalogueIds: ReadonlySet<string>;
}

export type ImportStep =
  /** Store the book under `id` (its own, or a new one when `renamed`). */
  | { type: 'add'; index: number; id: string; renamed: boolean }
  /**
   * A private book already has this id: ask whether to replace it or keep
   * both, the import under `copyId`. `title` is the stored book's (the one
   * a replacement would remove), the import's own when it is not known.
   */
  | { type: 'conflict'; index: number; id: string; title: string; copyId: string };

/** How the user settled a conflict. */
export type ConflictChoice = 'replace' | 'keep-both';

/** The first of `id-2`, `id-3`… that nothing in `taken` uses. */
export function copyId(id: string, taken: (id: string) => boolean): string {
  for (let n = 2; ; n++) {
    const candidate = `${id}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/** Plans an import of `books`, in order; {@link settleImport} applies the free limit. */
export function planImport(books: readonly ImportCandidate[], context: ImportContext): ImportStep[] {
  const claimed = new Set<string>();
  const taken = (id: string) => claimed.has(id) || context.privateIds.has(id) || context.catalogueIds.has(id);
  return books.map((book, index): ImportStep => {
    if (context.privateIds.has(book.id) && !context.catalogueIds.has(book.id) && !claimed.has(book.id)) {
      const copy = copyId(book.id, taken);
      claimed.add(book.id);
      claimed.add(copy);
      const title = context.privateTitles?.get(book.id) ?? book.title;
      return { type: 'conflict', index, id: book.id, title, copyId: copy };
    }
    const renamed = taken(book.id);
    const id = renamed ? copyId(book.id, taken) : book.id;
    claimed.add(id);
    return { type: 'add', index, id, renamed };
  });
}

/** A book to store: the import's `index`, under `id`, replacing the private book of that id or not. */
export interface ImportWrite {
  index: number;
  id: string;
  replace: boolean;
}

/**
 * The writes of a plan once its conflicts are settled by `choice`, with
 * `room` more private books allowed (Infinity without a limit), and how many
 * books the limit left out. A replacement takes no room: the book count
 * stays the same.
 */
export function settleImport(
  steps: readonly ImportStep[],
  choice: ConflictChoice,
  room: number,
): { writes: ImportWrite[]; overLimit: number } {
  const writes: ImportWrite[] = [];
  let left = room;
  let overLimit = 0;
  const add = (index: number, id: string) => {
    if (left <= 0) {
      overLimit++;
      return;
    }
    left--;
    writes.push({ index, id, replace: false });
  };
  for (const step of steps) {
    switch (step.type) {
      case 'add':
        add(step.index, step.id);
        break;
      case 'conflict':
        if (choice === 'replace') writes.push({ index: step.index, id: step.id, replace: true });
        else add(step.index, step.copyId);
        break;
      default: {
        const never: never = step;
        throw new Error(`Unknown step ${JSON.stringify(never)}`);
      }
    }
  }
  return { writes, overLimit };
}

/** True when keeping both stores every conflicting book, so the choice is worth offering. */
export function keepBothFits(steps: readonly ImportStep[], room: number): boolean {
  const { writes } = settleImport(steps, 'keep-both', room);
  const written = new Set(writes.map((write) => write.index));
  return steps.every((step) => step.type !== 'conflict' || written.has(step.index));
}
