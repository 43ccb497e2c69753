import { readFile } from 'node:fs/promises';
import type { InputKind } from '../services/collect-inputs';

/** Where a book's EPUB bytes come from: a path, or bytes already in memory. */
export type TaskSource = { kind: InputKind; path: string } | { kind: 'bytes'; bytes: Uint8Array };

/**
 * The EPUB bytes of a source: read, packed from Markdown, or as given. The
 * Markdown packer (the EPUB writer and zlib) loads only for a Markdown book,
 * so reading an EPUB costs no more than the read.
 */
export async function epubBytesOf(source: TaskSource): Promise<Uint8Array> {
  switch (source.kind) {
    case 'bytes':
      return source.bytes;
    case 'markdown': {
      const { buildMarkdownBookEpub } = await import('./read-markdown-book');
      return buildMarkdownBookEpub(source.path);
    }
    case 'epub':
    case 'tbf':
      return plainBytes(await readFile(source.path));
  }
}

/**
 * The file's bytes as a plain Uint8Array. A file read whole has an
 * ArrayBuffer of its own, which a view shares without copying (copying War
 * and Peace's 3 MB took longer than reading it); a buffer sharing its memory
 * with others (Node pools small ones) is copied, so handing the bytes'
 * buffer to another thread never takes anything else along.
 */
function plainBytes(buffer: Buffer): Uint8Array {
  const own = buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength;
  return own ? new Uint8Array(buffer.buffer, 0, buffer.byteLength) : new Uint8Array(buffer);
}
