/**
 * The converter's version: bumped whenever the same EPUB bytes convert to a
 * different book (text, chapters or info), so a catalogue build converts
 * every book again once instead of reusing what an older converter made.
 */
export const CONVERTER_VERSION = 1;
