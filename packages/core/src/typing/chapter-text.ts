/**
 * A chapter prepared for typing: each paragraph split into characters (code
 * points, so an astral character is one keystroke), and the paragraphs grouped
 * into screens. Prepared once when the chapter opens; the engine never copies it.
 */
import { MAX_SCREEN_CHARS } from './typing-constants';

/** One paragraph of the chapter. */
export interface ParagraphText {
  readonly text: string;
  /** The paragraph's characters, one per code point. */
  readonly chars: readonly string[];
}

/** A run of whole paragraphs shown together. */
export interface Screen {
  /** First paragraph index. */
  readonly first: number;
  /** Last paragraph index, inclusive. */
  readonly last: number;
  /** Characters on the screen. */
  readonly length: number;
}

/** A chapter ready for the engine (see `prepareChapter`). */
export interface Chapter {
  readonly paragraphs: readonly ParagraphText[];
  readonly screens: readonly Screen[];
  /** Screen index of each paragraph. */
  readonly screenOfParagraph: readonly number[];
  /** Characters in the chapter (the sum of paragraph lengths). */
  readonly length: number;
}

/**
 * Groups paragraphs greedily into screens of at most `maxChars` characters.
 * A paragraph longer than that gets a screen of its own; paragraphs are never split.
 */
export function splitScreens(lengths: readonly number[], maxChars = MAX_SCREEN_CHARS): Screen[] {
  const screens: Screen[] = [];
  let first = 0;
  let length = 0;
  lengths.forEach((size, index) => {
    if (index > first && length + size > maxChars) {
      screens.push({ first, last: index - 1, length });
      first = index;
      length = 0;
    }
    length += size;
  });
  if (lengths.length > 0) screens.push({ first, last: lengths.length - 1, length });
  return screens;
}

/** Prepares a chapter's paragraph texts for the engine. */
export function prepareChapter(paragraphs: readonly string[], maxScreenChars = MAX_SCREEN_CHARS): Chapter {
  const prepared = paragraphs.map((text) => ({ text, chars: Array.from(text) }));
  const screens = splitScreens(
    prepared.map((p) => p.chars.length),
    maxScreenChars,
  );
  const screenOfParagraph: number[] = [];
  screens.forEach((screen, index) => {
    for (let p = screen.first; p <= screen.last; p++) screenOfParagraph.push(index);
  });
  return {
    paragraphs: prepared,
    screens,
    screenOfParagraph,
    length: prepared.reduce((sum, p) => sum + p.chars.length, 0),
  };
}
