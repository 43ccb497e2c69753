/**
 * Which converter a file needs (02 §5): EPUB when its MIME type contains
 * "epub", TBF when its name ends with .tbf or .tbf.gz, otherwise none.
 * Files without a MIME type (some systems give none) are judged by a .epub name.
 */
import type { FileKind } from './convert-messages';

export function fileKind(file: { name: string; type: string }): FileKind | null {
  const name = file.name.toLowerCase();
  if (file.type.includes('epub')) return 'epub';
  if (name.endsWith('.tbf') || name.endsWith('.tbf.gz')) return 'tbf';
  if (file.type === '' && name.endsWith('.epub')) return 'epub';
  return null;
}

/** What the file chooser accepts (on mobile any file, as pickers there ignore most types). */
export const ACCEPT_DESKTOP = '.epub,.tbf,.tbf.gz,.tbg.gz,application/epub+zip,application/tbf';
