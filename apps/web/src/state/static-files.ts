/** Reading the static catalogue's files: JSON and gzip text. */
import { gunzipSync, strFromU8 } from 'fflate';
import { staticUrl } from './static-url';

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
    return strFromU8(gzipped ? gunzipSync(bytes) : bytes);
  } catch {
    return null;
  }
}
