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
 * Files to move: active local books without a file on the server are
 * uploaded; files of active books this device lacks the text of are downloaded.
 */
export function planPrivateFiles(
  activeLocal: readonly string[],
  localWithText: ReadonlySet<string>,
  remoteFiles: readonly string[],
  activeRemote: readonly string[],
): { upload: string[]; download: string[] } {
  const remote = new Set(remoteFiles.map(privateBookIdOf).filter((id): id is string => id !== null));
  return {
    upload: activeLocal.filter((id) => !remote.has(id) && localWithText.has(id)),
    download: activeRemote.filter((id) => remote.has(id) && !localWithText.has(id)),
  };
}
