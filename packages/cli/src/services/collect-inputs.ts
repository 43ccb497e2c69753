import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { isMarkdownBookFolder } from '../book-source/markdown-book-folder';
import { CliError } from '../errors';

export type InputKind = 'epub' | 'tbf' | 'markdown';

/** One book to work on: a file, or a Markdown book folder. */
export interface BookInput {
  kind: InputKind;
  /** Absolute path. */
  path: string;
  /** File or folder name, for progress lines. */
  label: string;
  /** Bytes on disk (a Markdown folder: its files): the progress ETA weighs books by it. */
  size: number;
}

/** A path given on the command line that holds nothing usable; reported, then skipped. */
export interface InputProblem {
  path: string;
  label: string;
  error: CliError;
}

export const kindOfFile = (name: string): InputKind | null => {
  const lower = name.toLowerCase();
  if (lower.endsWith('.epub')) return 'epub';
  if (lower.endsWith('.tbf') || lower.endsWith('.tbf.gz')) return 'tbf';
  return null;
};

/** The bytes of the files directly in a folder: a Markdown book's weight. */
const folderSize = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(dir, entry.name)).size, 0);

function walk(dir: string, out: BookInput[], problems: InputProblem[]) {
  if (isMarkdownBookFolder(dir)) {
    out.push({ kind: 'markdown', path: dir, label: basename(dir), size: folderSize(dir) });
    return;
  }
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out, problems);
    else {
      const kind = kindOfFile(entry.name);
      if (kind !== null) out.push({ kind, path, label: entry.name, size: statSync(path).size });
      // A file in a book folder that is no book is named, never passed over in silence.
      else problems.push({ path, label: entry.name, error: new CliError('unsupported-input', path) });
    }
  }
}

/**
 * Expands files and folders (searched recursively, in name order) into book
 * inputs. A folder with a `book.json` is one Markdown book. Missing paths and
 * files of other formats (given, or found in a folder) become problems: each
 * is reported with why, the rest of the batch goes on, and the exit code says
 * some were left out. Hidden entries (names starting with a dot) are no
 * inputs, as for most tools that walk folders.
 */
export function collectInputs(paths: readonly string[]): { inputs: BookInput[]; problems: InputProblem[] } {
  const inputs: BookInput[] = [];
  const problems: InputProblem[] = [];
  for (const given of paths) {
    const path = resolve(given);
    const label = basename(path);
    if (!existsSync(path)) {
      problems.push({ path, label, error: new CliError('input-not-found', given) });
      continue;
    }
    if (statSync(path).isDirectory()) {
      try {
        walk(path, inputs, problems);
      } catch (error) {
        // A folder we may not list (permissions, a vanished mount) is one problem, not the end of the batch.
        problems.push({ path, label, error: new CliError('input-unreadable', (error as Error).message) });
      }
      continue;
    }
    const kind = kindOfFile(path);
    if (kind === null) problems.push({ path, label, error: new CliError('unsupported-input', given) });
    else inputs.push({ kind, path, label, size: statSync(path).size });
  }
  const unique = new Map(inputs.map((input) => [input.path, input]));
  return { inputs: [...unique.values()], problems };
}

/** The progress items of a batch: problems first, then the inputs, weighed by size. */
export const queuedItems = (problems: readonly InputProblem[], inputs: readonly BookInput[]) => [
  ...problems.map((problem) => ({ key: problem.path, label: problem.label, weight: 1 })),
  ...inputs.map((input) => ({ key: input.path, label: input.label, weight: input.size })),
];
