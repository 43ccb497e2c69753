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
      return new Uint8Array(await readFile(source.path));
  }
}
