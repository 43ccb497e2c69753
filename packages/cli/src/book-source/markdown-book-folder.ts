import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The file that marks a folder as a Markdown book source rather than a folder of EPUBs. */
export const MARKDOWN_BOOK_FILE = 'book.json';

export const isMarkdownBookFolder = (dir: string) => existsSync(join(dir, MARKDOWN_BOOK_FILE));
