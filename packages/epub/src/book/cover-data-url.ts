import type { CoverImage } from '../package/cover-image';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function base64(bytes: Uint8Array): string {
  const out: string[] = [];
  let chunk = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    chunk +=
      ALPHABET[(n >> 18) & 63]! +
      ALPHABET[(n >> 12) & 63]! +
      (b === undefined ? '=' : ALPHABET[(n >> 6) & 63]!) +
      (c === undefined ? '=' : ALPHABET[n & 63]!);
    // Joining pieces keeps a multi-megabyte cover from building one long rope.
    if (chunk.length >= 8192) {
      out.push(chunk);
      chunk = '';
    }
  }
  out.push(chunk);
  return out.join('');
}

/** The cover as a `data:` URL, for `BookInfo.cover` when the image is stored inline. */
export function coverDataUrl(cover: CoverImage): string {
  return `data:${cover.mediaType};base64,${base64(cover.bytes)}`;
}
