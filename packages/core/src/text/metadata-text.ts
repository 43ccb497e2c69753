/**
 * Book metadata (titles, authors, descriptions, chapter titles) is text to
 * show, never layout: bidirectional overrides, embeddings, isolates and marks
 * are dropped (U+202E would show "evil" as "live" and reorder what follows),
 * control characters become spaces, and whitespace collapses, as it does in
 * paragraphs. Joiners stay: emoji and several scripts need them.
 */

// LRE RLE PDF LRO RLO (202A–202E), LRI RLI FSI PDI (2066–2069), LRM RLM (200E–200F), ALM (061C).
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
// C0 and C1 controls, line and paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/gu;

/** Metadata text as it may be shown: no bidi controls, no control characters, whitespace collapsed. */
export function metadataText(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(CONTROLS, ' ').replace(/\s+/gu, ' ').trim();
}
