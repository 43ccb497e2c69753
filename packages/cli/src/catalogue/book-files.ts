import { gzipSync } from 'node:zlib';
import type { BookContent, ChapterInfo } from '@typeshelf/core';

/**
 * The catalogue's text files, in the format `@typeshelf/epub` reads
 * (`readContentFile`, `readChapterFile`): paragraphs one a line (line breaks
 * inside one become spaces, empty ones are left out), and in `content.gz`
 * chapters separated by a blank line, each beginning with its id line.
 *
 * Written with Node's native gzip rather than the portable writer: a cold
 * catalogue build compresses every book twice, and native zlib does that
 * several times faster. Its header has a zero timestamp, so output is stable.
 */
const gzip = (text: string) => new Uint8Array(gzipSync(text, { level: 6 }));

const linesOf = (paragraphs: readonly string[]) =>
  paragraphs.filter((paragraph) => paragraph !== '').map((paragraph) => paragraph.replace(/[\r\n]+/g, ' '));

/** One chapter file. */
export const chapterFileBytes = (paragraphs: readonly string[]) => gzip(linesOf(paragraphs).join('\n'));

/** The whole book, chapters in the given order. */
export const contentFileBytes = (content: BookContent, chapters: readonly Pick<ChapterInfo, 'id'>[]) =>
  gzip(
    chapters
      .filter(({ id }) => content[id] !== undefined)
      .map(({ id }) => [id, ...linesOf(content[id] ?? [])].join('\n'))
      .join('\n\n'),
  );
