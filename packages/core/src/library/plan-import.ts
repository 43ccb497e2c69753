/**
 * Where each imported book goes, decided before anything is stored, so an
 * import never overwrites or hides a book silently:
 *
 * - an id the catalogue uses is given a new id (a private book under a
 *   catalogue id could never be opened: the catalogue's book shows instead);
 * - an id a private book already has is a conflict the user settles, by
 *   replacing that book (its progress goes with it) or keeping both (the
 *   import gets a new id);
 * - past the free limit, books are not stored at all.
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
  /** Ids of the catalogue's books. */
  catalogueIds: ReadonlySet<string>;
  /** How many more private books may be added; Infinity without a limit. */
  room: number;
}

export type ImportStep =
  /** Store the book under `id` (its own, or a new one when `renamed`). */
  | { type: 'add'; index: number; id: string; renamed: boolean }
  /**
   * A private book already has this id: ask whether to replace it or keep
   * both, the import under `copyId` (null when the free limit leaves no room).
   */
  | { type: 'conflict'; index: number; id: string; title: string; copyId: string | null }
  /** Not stored: the free limit is reached. */
  | { type: 'over-limit'; index: number };

/** How the user settled a conflict. */
export type ConflictChoice = 'replace' | 'keep-both';

/** The first of `id-2`, `id-3`… that nothing in `taken` uses. */
export function copyId(id: string, taken: (id: string) => boolean): string {
  for (let n = 2; ; n++) {
    const candidate = `${id}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/** Plans an import of `books`, in order. */
export function planImport(books: readonly ImportCandidate[], context: ImportContext): ImportStep[] {
  const claimed = new Set<string>();
  const taken = (id: string) => claimed.has(id) || context.privateIds.has(id) || context.catalogueIds.has(id);
  let room = context.room;
  const steps: ImportStep[] = [];
  books.forEach((book, index) => {
    if (context.privateIds.has(book.id) && !context.catalogueIds.has(book.id) && !claimed.has(book.id)) {
      // Replacing takes no room; keeping both does, so a copy is offered only while there is room.
      const copy = room > 0 ? copyId(book.id, taken) : null;
      claimed.add(book.id);
      if (copy !== null) {
        claimed.add(copy);
        room--;
      }
      steps.push({ type: 'conflict', index, id: book.id, title: book.title, copyId: copy });
      return;
    }
    if (room <= 0) {
      steps.push({ type: 'over-limit', index });
      return;
    }
    const renamed = taken(book.id);
    const id = renamed ? copyId(book.id, taken) : book.id;
    claimed.add(id);
    room--;
    steps.push({ type: 'add', index, id, renamed });
  });
  return steps;
}

/** A book to store: the import's `index`, under `id`, replacing the private book of that id or not. */
export interface ImportWrite {
  index: number;
  id: string;
  replace: boolean;
}

/** The writes of a plan once its conflicts are settled by `choice`, and how many books the limit left out. */
export function settleImport(
  steps: readonly ImportStep[],
  choice: ConflictChoice,
): { writes: ImportWrite[]; overLimit: number } {
  const writes: ImportWrite[] = [];
  let overLimit = 0;
  for (const step of steps) {
    switch (step.type) {
      case 'add':
        writes.push({ index: step.index, id: step.id, replace: false });
        break;
      case 'conflict':
        if (choice === 'replace') writes.push({ index: step.index, id: step.id, replace: true });
        else if (step.copyId !== null) writes.push({ index: step.index, id: step.copyId, replace: false });
        else overLimit++;
        break;
      case 'over-limit':
        overLimit++;
        break;
      default: {
        const never: never = step;
        throw new Error(`Unknown step ${JSON.stringify(never)}`);
      }
    }
  }
  return { writes, overLimit };
}
