/** Reading the static catalogue's files: JSON and gzip text. */
import { staticUrls } from './static-url';

/**
 * The browser's own gzip decoder: a screen that reads one chapter then ships
 * no inflate code of its own (fflate is about 12 KB gzipped on every route
 * that reads a catalogue file).
 */
const gunzipText = (bytes: Uint8Array<ArrayBuffer>) =>
  new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();

/** The first answer of the file's sources (the CDN, then the base) that reads; null when none does. */
async function firstReadable<T>(path: string, read: (response: Response) => Promise<T>): Promise<T | null> {
  for (const url of staticUrls(path)) {
    try {
      const response = await fetch(url);
      if (response.ok) return await read(response);
    } catch {
      // This source failed: the next one is tried.
    }
  }
  return null;
}

/** GET a catalogue JSON file; null when it is missing or unreadable. */
export function fetchStaticJson<T>(path: string): Promise<T | null> {
  return firstReadable(path, async (response) => (await response.json()) as T);
}

/** GET a gzip text file; a server that already removed the gzip layer is fine too. Null on failure. */
export function fetchGzipText(path: string): Promise<string | null> {
  return firstReadable(path, async (response) => {
    const bytes = new Uint8Array(await response.arrayBuffer());
    const gzipped = bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
    return gzipped ? await gunzipText(bytes) : new TextDecoder().decode(bytes);
  });
}
