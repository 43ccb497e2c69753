/** Reading the static catalogue's files: JSON and gzip text. */
import { staticUrl } from './static-url';

/**
 * The browser's own gzip decoder: a screen that reads one chapter then ships
 * no inflate code of its own (fflate is about 12 KB gzipped on every route
 * that reads a catalogue file).
 */
const gunzipText = (bytes: Uint8Array<ArrayBuffer>) =>
  new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();

/** GET a catalogue JSON file; null when it is missing or unreadable. */
export async function fetchStaticJson<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(staticUrl(path));
    if (!response.ok) return null;
    return (await response.json()) as T;
  } catch {
    return null;
  }
}

/** GET a gzip text file; a server that already removed the gzip layer is fine too. Null on failure. */
export async function fetchGzipText(path: string): Promise<string | null> {
  try {
    const response = await fetch(staticUrl(path));
    if (!response.ok) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const gzipped = bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
    return gzipped ? await gunzipText(bytes) : new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}
