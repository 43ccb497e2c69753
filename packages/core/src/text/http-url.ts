/**
 * Links from outside (a file, the server, a settings file, the catalogue):
 * only http(s), so `javascript:`, `data:` or any other scheme never reaches an
 * `href`, a `src` or a background, and no control or bidirectional character
 * hides what the address really is.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: a link holds no control or bidirectional characters.
const HTTP_URL = /^https?:\/\/[^\s\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+$/i;

/** Longest link kept: longer ones are no address a person typed or a catalogue wrote. */
export const MAX_URL_CHARACTERS = 2048;

/** True for an http(s) address of bounded length with no control or bidirectional characters. */
export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_URL_CHARACTERS && HTTP_URL.test(value);
}
