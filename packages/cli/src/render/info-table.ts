import { bookPages, typedLength } from '@typeshelf/core/library';
import type { BookInfoReport } from '../services/read-book';

const pad = (value: string | number, width: number, right = false) =>
  right ? String(value).padStart(width) : String(value).padEnd(width);

/**
 * The human form of `typeshelf info`: a header, warnings, then the chapter
 * table with columns sized to their content.
 *
 *   Dracula
 *   Bram Stoker · en-GB · 420 pages · bram-stoker--dracula
 *
 *   id   mode  length  paragraphs  pages  title
 *   000  hide     412           3      1  Titlepage  (hide: titlepage)
 *   012  hide   16803          46      9  THE FULL PROJECT GUTENBERG LICENSE  (hide: licence)
 *
 * A chapter that is not typed says why after its title, so a maintainer can
 * check what a catalogue leaves out.
 */
export function infoLines({ info, chapters, warnings }: BookInfoReport): string[] {
  const typed = typedLength(info);
  const header = [
    info.title,
    [info.author, info.language, `${bookPages(typed)} pages`, info.id].join(' · '),
    ...(info.series === null ? [] : [`${info.series}${info.part > 0 ? ` #${info.part}` : ''}`]),
    ...warnings.map((warning) => `warning: ${warning}`),
    '',
  ];
  const rows = chapters.map((chapter) => ({
    ...chapter,
    pages: bookPages(chapter.length),
  }));
  const width = {
    length: Math.max(6, ...rows.map((row) => String(row.length).length)),
    paragraphs: 10,
    pages: Math.max(5, ...rows.map((row) => String(row.pages).length)),
  };
  const head = `${pad('id', 3)}  ${pad('mode', 4)}  ${pad('length', width.length, true)}  ${pad('paragraphs', width.paragraphs, true)}  ${pad('pages', width.pages, true)}  title`;
  return [
    ...header,
    head,
    ...rows.map(
      (row) =>
        `${pad(row.id, 3)}  ${pad(row.mode, 4)}  ${pad(row.length, width.length, true)}  ${pad(row.paragraphs, width.paragraphs, true)}  ${pad(row.pages, width.pages, true)}  ${row.title}${row.why === null ? '' : `  (${row.mode}: ${row.why})`}`,
    ),
  ];
}
