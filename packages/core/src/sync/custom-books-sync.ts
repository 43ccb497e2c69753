/**
 * Private books across devices (03 §4, §7): the newer timestamp wins; a
 * book inactive on the server (and not newer here) is deactivated locally;
 * a book on one side only is uploaded or downloaded. Files travel as
 * `books/{id}.tbf` in the user's bucket, never overwritten.
 */

export interface CustomBookStamp {
  id: string;
  timestamp: number;
  active: boolean;
}

export type CustomBookAction =
  | { type: 'upload'; id: string }
  | { type: 'download'; id: string }
  | { type: 'deactivate'; id: string };

/** What to do with each private book, given both sides' stamps. */
export function planCustomBooks(
  local: readonly CustomBookStamp[],
  remote: readonly CustomBookStamp[],
): CustomBookAction[] {
  const mine = new Map(local.map((book) => [book.id, book]));
  const theirs = new Map(remote.map((book) => [book.id, book]));
  const actions: CustomBookAction[] = [];
  for (const id of [...new Set([...mine.keys(), ...theirs.keys()])].sort()) {
    const a = mine.get(id);
    const b = theirs.get(id);
    if (a && !b) {
      if (a.active) actions.push({ type: 'upload', id });
    } else if (b && !a) {
      if (b.active) actions.push({ type: 'download', id });
    } else if (a && b) {
      if (a.timestamp > b.timestamp) actions.push({ type: 'upload', id });
      else if (!b.active) {
        if (a.active) actions.push({ type: 'deactivate', id });
      } else if (b.timestamp > a.timestamp) actions.push({ type: 'download', id });
    }
  }
  return actions;
}

/** The storage path of a private book's file. */
export const privateBookPath = (id: string) => `books/${id}.tbf`;

/** The book id of a listed file name, or null for anything but a `.tbf`. */
export function privateBookIdOf(name: string): string | null {
  const base = name.startsWith('books/') ? name.slice('books/'.length) : name;
  return base.endsWith('.tbf') && base.length > 4 && !base.includes('/') ? base.slice(0, -4) : null;
}

/**
 * Files to move: active local books with their text but no file on the
 * server are uploaded; files of active server books this device lacks the
 * text of are downloaded. A side that is newer keeps its say: a book removed
 * here after the server's stamp is neither downloaded again (a removal made
 * while a sync runs must not bring the book back) nor, removed on the server
 * at or after this device's stamp, uploaded.
 */
export function planPrivateFiles(
  local: readonly CustomBookStamp[],
  localWithText: ReadonlySet<string>,
  remoteFiles: readonly string[],
  remote: readonly CustomBookStamp[],
): { upload: string[]; download: string[] } {
  const files = new Set(remoteFiles.map(privateBookIdOf).filter((id): id is string => id !== null));
  const mine = new Map(local.map((book) => [book.id, book]));
  const theirs = new Map(remote.map((book) => [book.id, book]));
  const removedThere = (book: CustomBookStamp) => {
    const there = theirs.get(book.id);
    return there !== undefined && !there.active && there.timestamp >= book.timestamp;
  };
  const removedHere = (book: CustomBookStamp) => {
    const here = mine.get(book.id);
    return here !== undefined && !here.active && here.timestamp >= book.timestamp;
  };
  return {
    upload: local
      .filter(
        (book) => book.active && localWithText.has(book.id) && !files.has(book.id) && !removedThere(book),
      )
      .map((book) => book.id),
    download: remote
      .filter(
        (book) => book.active && files.has(book.id) && !localWithText.has(book.id) && !removedHere(book),
      )
      .map((book) => book.id),
  };
}
