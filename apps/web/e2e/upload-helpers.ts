/**
 * What the upload tests share: the EPUB corpus read in place, the file
 * chooser, a small TBF built in the test, and uploading Alice to her edit page.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

/** The shared EPUB corpus beside the repository, read in place. */
export const EPUBS =
  process.env.TYPESHELF_SHARED_EPUBS ??
  fileURLToPath(new URL('../../../../shared/fixtures/epubs/', import.meta.url));

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A corpus EPUB, as the file chooser takes it. */
export const epub = (path: string): UploadFile => ({
  name: path.split('/').pop()!,
  mimeType: 'application/epub+zip',
  buffer: readFileSync(`${EPUBS}/${path}`),
});

export const ALICE = 'nonlatin-and-special/en_alice_epubjs_cover-jpg.epub';

export const chooser = (page: Page) => page.getByLabel('Choose files');

/** A TBF of one small book under `id`; `extra` overrides its info (a description, a chapter list). */
export function tbf(
  id: string,
  title: string,
  extra: Record<string, unknown> = {},
  paragraphs: string[] = ['A short line of text.'],
): UploadFile {
  const info = {
    id,
    title,
    author: 'Nobody',
    language: 'en',
    chapters: [{ id: '000', title: 'One', mode: 'type', length: paragraphs.join('').length }],
    ...extra,
  };
  const document = {
    type: 'tbf',
    version: 1,
    books: [{ info, content: { '000': paragraphs } }],
  };
  return { name: `${id}.tbf`, mimeType: '', buffer: gzipSync(JSON.stringify(document)) };
}

/** Uploads Alice on /upload and waits for her edit page; returns her book id. */
export async function uploadAlice(page: Page): Promise<string> {
  await page.goto('/upload');
  await chooser(page).setInputFiles(epub(ALICE));
  await expect(page).toHaveURL(/\/books\/[^/]+\/edit\?new=true$/, { timeout: 30_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
}
