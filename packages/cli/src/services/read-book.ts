import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BookContent, BookInfo, ChapterMode } from '@typeshelf/core/book';
import { convertBook } from '../book-source/convert-book';
import { epubBytesOf } from '../book-source/epub-bytes';
import { isMarkdownBookFolder } from '../book-source/markdown-book-folder';
import { CliError } from '../errors';
import { type InputKind, kindOfFile } from './collect-inputs';

/** A book read for `info` and `text`: one file, converted in this thread. */
export interface ReadBook {
  info: BookInfo;
  content: BookContent;
  /** Why each chapter not typed is hidden or skipped, by chapter id (see `ConvertedBook.reasons`). */
  reasons: Record<string, string>;
}

function inputKind(path: string): InputKind {
  if (!existsSync(path)) throw new CliError('input-not-found', path);
  if (statSync(path).isDirectory()) {
    if (isMarkdownBookFolder(path)) return 'markdown';
    throw new CliError('unsupported-input', path);
  }
  const kind = kindOfFile(path);
  if (kind !== 'epub') throw new CliError('unsupported-input', path);
  return kind;
}

/**
 * Reads an EPUB (or a Markdown book folder) and converts it. Without `text`
 * the paragraphs are counted but not kept (each is the empty string).
 */
export async function readBook(path: string, { text = true }: { text?: boolean } = {}): Promise<ReadBook> {
  const absolute = resolve(path);
  const bytes = await epubBytesOf({ kind: inputKind(absolute), path: absolute });
  // `info` and `text` show no cover: it is not read (for some books it is most of the file).
  const { info, content, reasons } = convertBook(bytes, { cover: false, text });
  return { info, content, reasons };
}

/** One row of the chapter table. */
export interface ChapterRow {
  id: string;
  title: string;
  mode: ChapterMode;
  length: number;
  paragraphs: number;
  /** Why a hide or skip chapter is not typed ('licence', 'fund page', 'preface'…); null for a typed one. */
  why: string | null;
}

/** `typeshelf info --json`: the book's info, its chapters with paragraph counts, and conversion warnings. */
export interface BookInfoReport {
  info: BookInfo;
  chapters: ChapterRow[];
  warnings: string[];
}

export async function bookInfoReport(path: string): Promise<BookInfoReport> {
  // The report counts paragraphs and prints none: the text is not kept.
  const { info, content, reasons } = await readBook(path, { text: false });
  return {
    info,
    chapters: info.chapters.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      mode: chapter.mode,
      length: chapter.length,
      paragraphs: content[chapter.id]?.length ?? 0,
      why: reasons[chapter.id] ?? null,
    })),
    warnings: info.warnings,
  };
}

export interface TextOptions {
  /** Only this chapter (any mode). */
  chapter?: string;
  /** Include skip chapters too (hidden chapters never). */
  all?: boolean;
}

/** One chapter of `typeshelf text --json`. */
export interface TextChapter {
  id: string;
  title: string;
  mode: ChapterMode;
  paragraphs: string[];
}

/**
 * The chapters `text` prints: those of mode `type` (and `skip` with `all`),
 * or the one chapter asked for, whatever its mode.
 */
export function bookTextChapters({ info, content }: ReadBook, options: TextOptions): TextChapter[] {
  const chapters =
    options.chapter === undefined
      ? info.chapters.filter(
          (chapter) => chapter.mode === 'type' || (options.all === true && chapter.mode === 'skip'),
        )
      : info.chapters.filter((chapter) => chapter.id === options.chapter);
  if (options.chapter !== undefined && chapters.length === 0)
    throw new CliError('chapter-not-found', options.chapter);
  return chapters.map((chapter) => ({
    id: chapter.id,
    title: chapter.title,
    mode: chapter.mode,
    paragraphs: content[chapter.id] ?? [],
  }));
}

/** The typable text as lines: each chapter's paragraphs, chapters separated by an empty line. */
export function bookTextLines(book: ReadBook, options: TextOptions): string[] {
  return bookTextChapters(book, options).flatMap((chapter, i) => [
    ...(i > 0 ? [''] : []),
    ...chapter.paragraphs,
  ]);
}
