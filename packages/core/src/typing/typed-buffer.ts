/**
 * What the typist has typed in the current paragraph, as a persistent stack
 * (newest first): typing pushes and Backspace pops in O(1), and old engine
 * states keep their own buffer for free.
 */
export interface TypedChar {
  /** The character shown: the book's one when accepted, the typed one otherwise. */
  readonly char: string;
  readonly correct: boolean;
  readonly previous: TypedChar | null;
}

/** The newest typed character, or null when nothing is typed. */
export type TypedBuffer = TypedChar | null;

/** The buffer with one more character. */
export function pushTyped(buffer: TypedBuffer, char: string, correct: boolean): TypedChar {
  return { char, correct, previous: buffer };
}

/** Drops `count` characters from the end. */
export function dropTyped(buffer: TypedBuffer, count: number): TypedBuffer {
  let node = buffer;
  for (let i = 0; i < count && node !== null; i++) node = node.previous;
  return node;
}

/**
 * How many characters a whole-word Backspace removes: trailing spaces, then
 * the word before them (as Ctrl+Backspace does in text fields).
 */
export function wordDeleteCount(buffer: TypedBuffer): number {
  let count = 0;
  let node = buffer;
  while (node !== null && isSpace(node.char)) {
    count++;
    node = node.previous;
  }
  while (node !== null && !isSpace(node.char)) {
    count++;
    node = node.previous;
  }
  return count;
}

/** Oldest first. */
export function typedToArray(buffer: TypedBuffer): TypedChar[] {
  const out: TypedChar[] = [];
  for (let node = buffer; node !== null; node = node.previous) out.push(node);
  return out.reverse();
}

/**
 * True for the characters that separate words: a space, a tab and every
 * Unicode space separator (no-break, narrow no-break, thin, figure, hair,
 * ideographic…). Normalisation turns them all into plain spaces, but books
 * imported before it, or edited by hand, can still hold them.
 */
export function isSpace(char: string): boolean {
  if (char === ' ' || char === '\t' || char === '\u00A0') return true;
  const code = char.charCodeAt(0);
  return (
    char.length === 1 &&
    (code === 0x1680 ||
      (code >= 0x2000 && code <= 0x200a) ||
      code === 0x202f ||
      code === 0x205f ||
      code === 0x3000)
  );
}
