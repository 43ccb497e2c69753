import { readFile } from 'node:fs/promises';
import { type BookInfo, cataloguePaths } from '@typeshelf/core/book';
import { readTbf, tbfFileName, writeTbf } from '@typeshelf/epub';
import { convertBook } from '../book-source/convert-book';
import { epubBytesOf, type TaskSource } from '../book-source/epub-bytes';
import { bookTextFiles } from '../catalogue/book-files';
import { generatedCoverSvg } from '../cover/generated-cover';
import { renderCovers } from '../cover/render-covers';
import { CliError, type ReportedError, reportError } from '../errors';

/**
 * The work done per book, on a worker thread or in this one. Each task is
 * self-contained (paths and bytes in, bytes out) so it crosses threads as a
 * plain message.
 */
export type Task =
  | { type: 'catalogue-book'; source: TaskSource }
  | { type: 'convert'; source: TaskSource }
  | { type: 'check'; source: TaskSource };

/** A file of a catalogue book, relative to the catalogue root. */
export interface OutputFile {
  path: string;
  bytes: Uint8Array;
}

export type TaskResult =
  | { ok: true; type: 'catalogue-book'; info: BookInfo; files: OutputFile[] }
  | { ok: true; type: 'convert'; info: BookInfo; fileName: string; bytes: Uint8Array }
  | { ok: true; type: 'check'; info: BookInfo }
  | { ok: false; error: ReportedError };

async function catalogueBook(source: TaskSource): Promise<TaskResult> {
  const { info, content, cover } = convertBook(await epubBytesOf(source), { custom: false });
  const id = info.id;
  const covers = await renderCovers(
    cover ?? {
      mediaType: 'image/svg+xml',
      bytes: new TextEncoder().encode(
        generatedCoverSvg({ title: info.title, author: info.author, genres: info.genres }),
      ),
    },
  );
  const texts = bookTextFiles(content, info.chapters);
  const files: OutputFile[] = [
    { path: cataloguePaths.content(id), bytes: texts.content },
    ...[...texts.chapters].map(([chapterId, bytes]) => ({
      path: cataloguePaths.chapter(id, chapterId),
      bytes,
    })),
    { path: cataloguePaths.cover(id), bytes: covers.cover },
    { path: cataloguePaths.coverSmall(id), bytes: covers.small },
  ];
  return { ok: true, type: 'catalogue-book', info: { ...info, cover: cataloguePaths.cover(id) }, files };
}

/**
 * A book as a TBF file, the format the web app's upload accepts. The cover
 * travels inside as a small WebP data URL, so the uploaded book shows it.
 */
async function tbfBook(source: TaskSource): Promise<TaskResult> {
  const { info, content, cover } = convertBook(await epubBytesOf(source));
  const covers = cover ? await renderCovers(cover) : null;
  const withCover: BookInfo = {
    ...info,
    cover: covers ? `data:image/webp;base64,${Buffer.from(covers.cover).toString('base64')}` : null,
  };
  const bytes = writeTbf([{ info: withCover, content }]);
  return { ok: true, type: 'convert', info: withCover, fileName: tbfFileName(info), bytes };
}

/** Reads a book only to see that it can be read: EPUBs convert, TBF files parse. */
async function checkBook(source: TaskSource): Promise<BookInfo> {
  if (source.kind !== 'tbf')
    return convertBook(await epubBytesOf(source), { cover: false, text: false }).info;
  const books = readTbf(new Uint8Array(await readFile(source.path)));
  const first = books[0];
  if (!first) throw new CliError('tbf-invalid', 'the file holds no book');
  return first.info;
}

/** Runs one task; never throws, so a bad book is a result like any other. */
export async function runTask(task: Task): Promise<TaskResult> {
  try {
    switch (task.type) {
      case 'catalogue-book':
        return await catalogueBook(task.source);
      case 'convert':
        return await tbfBook(task.source);
      case 'check':
        return { ok: true, type: 'check', info: await checkBook(task.source) };
    }
  } catch (error) {
    return { ok: false, error: reportError(error) };
  }
}

/** The buffers a result can hand over to the main thread without copying. */
export function transferablesOf(result: TaskResult): ArrayBuffer[] {
  if (!result.ok) return [];
  const buffers =
    result.type === 'catalogue-book'
      ? result.files.map((file) => file.bytes.buffer)
      : result.type === 'convert'
        ? [result.bytes.buffer]
        : [];
  return [...new Set(buffers)].filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer);
}
