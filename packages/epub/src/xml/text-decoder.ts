/**
 * The platform's `TextDecoder` (present in every browser, worker and Node),
 * typed here because the package compiles without DOM or Node typings.
 */
interface Decoder {
  /** With `stream`, an unfinished character at the end waits for the next call's bytes. */
  decode(bytes?: Uint8Array, options?: { stream?: boolean }): string;
}

const Platform = (
  globalThis as unknown as {
    TextDecoder: new (label?: string, options?: { ignoreBOM?: boolean }) => Decoder;
  }
).TextDecoder;

/** A decoder for an encoding label; throws a RangeError for a label the platform does not know. */
export function textDecoder(label = 'utf-8', options?: { ignoreBOM?: boolean }): Decoder {
  return new Platform(label, options);
}

/** UTF-8 bytes to text; malformed sequences become U+FFFD. */
export const utf8 = textDecoder('utf-8');

/** UTF-8 bytes to text, a leading U+FEFF kept: for the pieces after a text's first, where it is a character. */
export const utf8KeepingBom = textDecoder('utf-8', { ignoreBOM: true });
