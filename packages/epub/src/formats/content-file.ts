import type { BookContent, ChapterInfo } from '@typeshelf/core/book';
import { ImportError } from '../errors';
import { gunzipText, gzipText } from './gzip-json';

/**
 * The catalogue's static text files (02 §7): `content.gz` holds a whole book,
 * chapters separated by a blank line, each beginning with its id line and
 * then one paragraph a line; a chapter file holds one chapter's paragraphs,
 * one a line. Paragraphs are normalised text, so they never hold a line
 * break; should one slip in, it is written as a space. Empty paragraphs are
 * not written (a blank line is the chapter separator).
 *
 *   000
 *   First paragraph of the first chapter.
 *   Second paragraph.
 *
 *   001
 *   …
 */

const lineOf = (paragraph: string) => paragraph.replace(/[\r\n]+/g, ' ');

/** Writes the chapters' paragraphs, in the chapters' order, as a `content.gz` file. */
export function writeContentFile(
  content: BookContent,
  chapters: readonly Pick<ChapterInfo, 'id'>[],
): Uint8Array {
  const blocks: string[] = [];
  for (const { id } of chapters) {
    const paragraphs = content[id];
    if (!paragraphs) continue;
    blocks.push([id, ...paragraphs.filter((paragraph) => paragraph !== '').map(lineOf)].join('\n'));
  }
  return gzipText(blocks.join('\n\n'));
}

/** Reads a `content.gz` file; throws {@link ImportError} when it is not one. */
export function readContentFile(bytes: Uint8Array): BookContent {
  const text = gunzipText(bytes).replace(/\r\n/g, '\n');
  const content: BookContent = {};
  if (text.trim() === '') return content;
  for (const block of text.split(/\n\n+/)) {
    const [id, ...paragraphs] = block.split('\n');
    if (!id || !/^[\w-]+$/.test(id) || id in content)
      throw new ImportError('wrong format', `bad chapter id line ${id}`);
    content[id] = paragraphs.filter((paragraph) => paragraph !== '');
  }
  return content;
}

/** Writes one chapter's paragraphs, one a line, gzip-compressed. */
export function writeChapterFile(paragraphs: readonly string[]): Uint8Array {
  return gzipText(
    paragraphs
      .filter((paragraph) => paragraph !== '')
      .map(lineOf)
      .join('\n'),
  );
}

/** Reads a chapter file written by {@link writeChapterFile}. */
export function readChapterFile(bytes: Uint8Array): string[] {
  const text = gunzipText(bytes);
  return text === '' ? [] : text.split(/\r?\n/).filter((paragraph) => paragraph !== '');
}
