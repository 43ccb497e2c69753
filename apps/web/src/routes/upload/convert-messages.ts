/** Messages between the upload screen and the conversion worker. */
import type { BookContent, BookInfo } from '@typeshelf/core/book';

export type FileKind = 'epub' | 'tbf';

/** One file to convert. */
export interface ConvertRequest {
  name: string;
  kind: FileKind;
  bytes: ArrayBuffer;
  /** Creation time for the book, ms since the epoch. */
  now: number;
}

export interface ConvertedFile {
  name: string;
  kind: FileKind;
  books: { info: BookInfo; content: BookContent }[];
}

export type WorkerReply =
  | { type: 'progress'; file: number; stage: 'reading' | 'converting' | 'cover'; fraction: number }
  | { type: 'done'; files: ConvertedFile[] }
  | { type: 'error'; message: string };
