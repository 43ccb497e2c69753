import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CliError } from '../errors';
import { writeEpub } from './epub-writer';
import { checkMarkdownBookMeta, type MarkdownBookMeta, markdownBookDocument } from './markdown-book';
import { MARKDOWN_BOOK_FILE } from './markdown-book-folder';

/** Reads a Markdown book source folder and packs it as EPUB bytes. */
export async function buildMarkdownBookEpub(dir: string): Promise<Uint8Array> {
  let meta: unknown;
  try {
    meta = JSON.parse(await readFile(join(dir, MARKDOWN_BOOK_FILE), 'utf8'));
  } catch (error) {
    throw new CliError('book-source-invalid', `${dir}: ${(error as Error).message}`);
  }
  const problem = checkMarkdownBookMeta(meta);
  if (problem !== null) throw new CliError('book-source-invalid', `${dir}: ${problem}`);
  const valid = meta as MarkdownBookMeta;
  const sources = await Promise.all(
    valid.chapters.map((file) =>
      readFile(join(dir, file), 'utf8').catch(() => {
        throw new CliError('book-source-invalid', `${dir}: missing chapter file ${file}`);
      }),
    ),
  );
  return writeEpub(markdownBookDocument(valid, sources));
}
