import type { EpubBlock, EpubChapter, EpubDocument, EpubRun } from './epub-writer';

/** `book.json` of a Markdown book source folder. */
export interface MarkdownBookMeta {
  title: string;
  author: string;
  language: string;
  identifier: string;
  publisher?: string;
  modified: string;
  year?: number;
  subjects?: string[];
  description?: string;
  longDescription?: string[];
  rights?: string;
  license?: string;
  licenseUrl?: string;
  /** Chapter files in reading order, relative to the folder. */
  chapters: string[];
}

/**
 * Splits `*em*` and `**strong**` out of a line of text. Anything else is
 * literal: the tutorial is prose, and a smaller syntax keeps the typed text
 * exactly what the writer sees.
 */
export function parseInline(text: string): EpubRun[] {
  const runs: EpubRun[] = [];
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), style: 'plain' });
    if (match[1] !== undefined) runs.push({ text: match[1], style: 'strong' });
    else runs.push({ text: match[2] ?? '', style: 'em' });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), style: 'plain' });
  return runs;
}

/**
 * Parses one chapter: blocks are separated by blank lines; a block starting
 * with `#`, `##` or `###` is a heading, anything else a paragraph whose lines
 * are joined with spaces. The first heading is the chapter's title.
 */
export function parseMarkdownChapter(source: string): EpubChapter {
  const blocks: EpubBlock[] = source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block): EpubBlock => {
      const heading = /^(#{1,3})\s+(.*)$/s.exec(block);
      const text = (heading ? (heading[2] ?? '') : block).replace(/\s*\n\s*/g, ' ');
      if (heading)
        return { type: 'heading', level: (heading[1]?.length ?? 1) as 1 | 2 | 3, runs: parseInline(text) };
      return { type: 'paragraph', runs: parseInline(text) };
    });
  const first = blocks.find((block) => block.type === 'heading');
  const title = first ? first.runs.map((run) => run.text).join('') : '';
  return { title, blocks };
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Checks `book.json`; returns the problem found, or null when it is usable. */
export function checkMarkdownBookMeta(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'book.json must hold an object';
  const meta = value as Record<string, unknown>;
  for (const key of ['title', 'author', 'language', 'identifier', 'modified'] as const) {
    if (typeof meta[key] !== 'string' || meta[key] === '') return `book.json needs a "${key}" string`;
  }
  if (Number.isNaN(Date.parse(meta.modified as string))) return 'book.json "modified" must be an ISO date';
  if (!isStringArray(meta.chapters) || meta.chapters.length === 0) return 'book.json needs a "chapters" list';
  if (meta.subjects !== undefined && !isStringArray(meta.subjects))
    return '"subjects" must be a list of strings';
  return null;
}

/** The EPUB document for a Markdown book: metadata from `book.json`, chapters in its order. */
export function markdownBookDocument(
  meta: MarkdownBookMeta,
  chapterSources: readonly string[],
): EpubDocument {
  const rights = [
    meta.rights,
    meta.license && meta.licenseUrl ? `${meta.license}: ${meta.licenseUrl}` : meta.license,
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ');
  return {
    identifier: meta.identifier,
    title: meta.title,
    author: meta.author,
    language: meta.language,
    publisher: meta.publisher ?? null,
    description: meta.description ?? null,
    longDescription: meta.longDescription ?? [],
    subjects: meta.subjects ?? [],
    rights: rights === '' ? null : rights,
    modified: meta.modified,
    date: meta.year === undefined ? null : String(meta.year),
    chapters: chapterSources.map(parseMarkdownChapter),
  };
}
