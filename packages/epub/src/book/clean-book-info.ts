import type { BookInfo } from '@typeshelf/core/book';
import { metadataText } from '@typeshelf/core/text';

/**
 * A book's shown text fields through core's {@link metadataText}: no bidi
 * controls, no control characters, whitespace collapsed. Both ways a book
 * comes in (an EPUB converted, a TBF imported) pass through it, so a title
 * can never reorder the page around it.
 */
export function cleanBookInfo(info: BookInfo): BookInfo {
  const optional = (text: string | null) => (text === null ? null : metadataText(text) || null);
  return {
    ...info,
    title: metadataText(info.title) || 'No Title',
    author: metadataText(info.author) || 'Unknown',
    description: metadataText(info.description),
    longDescription: info.longDescription.map(metadataText).filter((paragraph) => paragraph !== ''),
    publisher: optional(info.publisher),
    series: optional(info.series),
    chapters: info.chapters.map((chapter) => ({ ...chapter, title: metadataText(chapter.title) })),
  };
}
