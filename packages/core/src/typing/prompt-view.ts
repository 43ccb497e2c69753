/**
 * The prompt's view model: everything the screen draws, derived from the
 * engine state and nothing else. react-ui renders it as it is; no word split,
 * judgement or caret rule lives outside this file.
 *
 * A keystroke changes one word, so `promptView(state, previous)` shares every
 * unchanged paragraph and word object with the previous view: a renderer that
 * compares by identity redraws one word per key. The result never depends on
 * `previous` beyond that sharing (a property test checks it equals a fresh build).
 *
 * @example
 * // "The cat" with "Thx" typed: words "The " and "cat", the first judged incorrect
 * promptView(state).paragraphs[0].words[0]; // { start: 0, chars: [T,h,e,␣], states: 'ccx', typed: [T,h,x], judgement: 'incorrect' }
 */
import { itemAt } from './append-log';
import type { ParagraphText } from './chapter-text';
import type { EngineState, PromptMode, PromptStatus } from './engine-types';
import { isSpace, type TypedBuffer, type TypedChar } from './typed-buffer';
import type { WordJudgement } from './word-judgement';

/** Where a paragraph stands: typed or read (finished), current (being typed), or unread. */
export type ParagraphStatus = 'typed' | 'read' | 'current' | 'unread';

/** A typed character's state: 'c' correct, 'x' wrong (the typed character is shown or kept beside it). */
export type CharState = 'c' | 'x';

/** One word of a paragraph with the spaces after it: laid end to end, the words are the paragraph. */
export interface WordView {
  /** Index of the word's first character in the paragraph. */
  readonly start: number;
  /** The word's characters, then its trailing spaces. */
  readonly chars: readonly string[];
  /** One code per character typed so far (see `CharState`); shorter than `chars` when not all typed. */
  readonly states: string;
  /** The character typed at each of those positions (the typo itself where wrong). */
  readonly typed: readonly string[];
  /** The word's letters judged by 01 §5 (trailing spaces do not count). */
  readonly judgement: WordJudgement;
}

/** One paragraph of the screen on view. */
export interface ParagraphView {
  readonly index: number;
  readonly status: ParagraphStatus;
  readonly words: readonly WordView[];
  /** Characters in the paragraph; the newline marker sits at this index. */
  readonly length: number;
  /** Characters typed so far (the paragraph's length once typed, 0 when read or unread). */
  readonly typedLength: number;
  /** True once Enter typed the newline marker (a typed paragraph). */
  readonly markerTyped: boolean;
  /** What the view was drawn from, so the next view can reuse it. */
  readonly buffer: TypedBuffer;
}

/** The whole prompt as the screen draws it. */
export interface PromptView {
  readonly mode: PromptMode;
  readonly status: PromptStatus;
  /** The current paragraph; equals `paragraphCount` at the chapter's end. */
  readonly paragraph: number;
  readonly paragraphCount: number;
  readonly screen: number;
  readonly screenCount: number;
  /** The paragraphs of the screen on view. */
  readonly paragraphs: readonly ParagraphView[];
  /** Where the caret stands; null in reading mode, at the end, or when its paragraph is off screen. */
  readonly caret: { readonly paragraph: number; readonly index: number } | null;
  /** The next character to type ("\n" on the newline marker); null in reading mode or at the end. */
  readonly nextChar: string | null;
  /** The last character typed in the current paragraph. */
  readonly lastTyped: TypedChar | null;
  /** The speed of the last typed paragraph this session, which the auto caret follows. */
  readonly recentWpm: number | null;
  /** Characters typed this session. */
  readonly typedChars: number;
}

const NO_TYPED: readonly string[] = Object.freeze([]);

/** Untyped words of a paragraph, made once per paragraph text (texts are immutable). */
const untypedCache = new WeakMap<ParagraphText, readonly WordView[]>();

/**
 * Most characters one word view holds. A key rebuilds the view of the word it
 * lands in, and the screen redraws that word, so a longer run of letters (a
 * hostile or badly converted file can hold a 100,000-character "word") is cut
 * into views of this many: a key or a paste then costs the same in it as in a
 * short word. Each piece is judged on its own letters; no real word is this long.
 */
export const MAX_WORD_VIEW = 128;

/**
 * Splits a paragraph into words that keep their trailing spaces (leading
 * spaces form a word of their own); a word longer than {@link MAX_WORD_VIEW}
 * is cut into pieces of that many characters, the last keeping the spaces.
 */
export function untypedWords(text: ParagraphText): readonly WordView[] {
  const cached = untypedCache.get(text);
  if (cached) return cached;
  const { chars } = text;
  const words: WordView[] = [];
  const push = (start: number, end: number) =>
    words.push({ start, chars: chars.slice(start, end), states: '', typed: NO_TYPED, judgement: 'untyped' });
  let start = 0;
  while (start < chars.length) {
    let end = start;
    while (end < chars.length && !isSpace(chars[end] as string)) end++;
    while (end < chars.length && isSpace(chars[end] as string)) end++;
    for (; end - start > MAX_WORD_VIEW; start += MAX_WORD_VIEW) push(start, start + MAX_WORD_VIEW);
    push(start, end);
    start = end;
  }
  untypedCache.set(text, words);
  return words;
}

/** Characters of a word before its trailing spaces. */
function letterCount(chars: readonly string[]): number {
  let end = chars.length;
  while (end > 0 && isSpace(chars[end - 1] as string)) end--;
  return end;
}

/**
 * A word with `typed` (oldest first, at most the word's length) typed into
 * it: correct while every typed letter is right, incorrect once one is wrong,
 * inaccurate when all letters are typed and one is wrong.
 */
function typedWord(word: WordView, typed: readonly TypedChar[]): WordView {
  if (typed.length === 0) return word;
  let states = '';
  const chars: string[] = [];
  let wrong = false;
  const letters = letterCount(word.chars);
  for (let i = 0; i < typed.length; i++) {
    const t = typed[i] as TypedChar;
    states += t.correct ? 'c' : 'x';
    chars.push(t.char);
    if (!t.correct && i < letters) wrong = true;
  }
  let judgement: WordJudgement = 'correct';
  if (letters === 0) judgement = 'untyped';
  else if (wrong) judgement = typed.length >= letters ? 'inaccurate' : 'incorrect';
  return { start: word.start, chars: word.chars, states, typed: chars, judgement };
}

/** The typed characters at indexes [from, length) of a buffer holding `length` characters, oldest first. */
function typedTail(buffer: TypedBuffer, length: number, from: number): TypedChar[] {
  const out: TypedChar[] = [];
  let node = buffer;
  for (let i = length - 1; i >= from && node !== null; i--) {
    out.push(node);
    node = node.previous;
  }
  return out.reverse();
}

/** The index of the word holding character `index` (words are sorted by start). */
function wordIndexAt(words: readonly WordView[], index: number): number {
  let lo = 0;
  let hi = words.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((words[mid] as WordView).start <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Every word of a paragraph with `length` characters of `buffer` typed into it. */
function buildWords(text: ParagraphText, buffer: TypedBuffer, length: number): readonly WordView[] {
  const untyped = untypedWords(text);
  if (length === 0) return untyped;
  const typed = typedTail(buffer, length, 0);
  return untyped.map((word) =>
    word.start >= length ? word : typedWord(word, typed.slice(word.start, word.start + word.chars.length)),
  );
}

/** True when one buffer is the other with `Math.abs(l1 - l0)` characters added. */
function related(b0: TypedBuffer, l0: number, b1: TypedBuffer, l1: number): boolean {
  let longer = l1 >= l0 ? b1 : b0;
  const shorter = l1 >= l0 ? b0 : b1;
  for (let i = Math.abs(l1 - l0); i > 0 && longer !== null; i--) longer = longer.previous;
  return longer === shorter;
}

/**
 * The words after the typed length went from `previous.typedLength` to
 * `length`: only the words between the two lengths are rebuilt.
 */
function updateWords(
  text: ParagraphText,
  previous: ParagraphView,
  buffer: TypedBuffer,
  length: number,
): readonly WordView[] {
  const untyped = untypedWords(text);
  const lo = Math.min(previous.typedLength, length);
  const hi = Math.max(previous.typedLength, length);
  if (untyped.length === 0 || lo === hi) return previous.words;
  const first = wordIndexAt(untyped, Math.max(0, lo === 0 ? 0 : lo - 1));
  const last = wordIndexAt(untyped, Math.max(0, hi - 1));
  const from = (untyped[first] as WordView).start;
  const typed = from < length ? typedTail(buffer, length, from) : [];
  const words = previous.words.slice();
  for (let w = first; w <= last; w++) {
    const word = untyped[w] as WordView;
    const offset = word.start - from;
    words[w] =
      offset >= typed.length ? word : typedWord(word, typed.slice(offset, offset + word.chars.length));
  }
  return words;
}

function paragraphOf(state: EngineState, p: number, previous: ParagraphView | undefined): ParagraphView {
  const text = state.chapter.paragraphs[p] as ParagraphText;
  const length = text.chars.length;
  const reuse = previous !== undefined && previous.index === p ? previous : undefined;
  if (p === state.paragraph) {
    // Reading mode shows the current paragraph untyped (switching back to typing starts it over).
    const typing = state.mode === 'typing';
    const buffer = typing ? state.buffer : null;
    const position = typing ? state.position : 0;
    if (reuse?.status === 'current' && reuse.buffer === buffer) return reuse;
    const words =
      reuse?.status === 'current' && related(reuse.buffer, reuse.typedLength, buffer, position)
        ? updateWords(text, reuse, buffer, position)
        : buildWords(text, buffer, position);
    return { index: p, status: 'current', words, length, typedLength: position, markerTyped: false, buffer };
  }
  const done = p < state.paragraph ? itemAt(state.done, p) : undefined;
  if (done?.kind === 'typed') {
    if (reuse?.status === 'typed' && reuse.buffer === done.buffer) return reuse;
    // The paragraph Enter just finished keeps its words: they are already typed to its end, and a
    // renderer comparing by identity then redraws none of them inside the Enter.
    const finished =
      reuse?.status === 'current' && reuse.buffer === done.buffer && reuse.typedLength === length;
    return {
      index: p,
      status: 'typed',
      words: finished ? reuse.words : buildWords(text, done.buffer, length),
      length,
      typedLength: length,
      markerTyped: true,
      buffer: done.buffer,
    };
  }
  const status: ParagraphStatus = done?.kind === 'read' ? 'read' : 'unread';
  if (reuse?.status === status && reuse.typedLength === 0) return reuse;
  return {
    index: p,
    status,
    words: untypedWords(text),
    length,
    typedLength: 0,
    markerTyped: false,
    buffer: null,
  };
}

/** The speed of the last typed paragraph before the current one; null before any. */
function recentWpm(state: EngineState): number | null {
  for (let p = state.paragraph - 1; p >= 0; p--) {
    const done = itemAt(state.done, p);
    if (done?.kind === 'typed') return done.stats.wpm.value;
  }
  return null;
}

/**
 * The view of `state`. Pass the view of the state before it as `previous`
 * so unchanged paragraphs and words keep their objects.
 */
export function promptView(state: EngineState, previous: PromptView | null = null): PromptView {
  const { chapter } = state;
  const screen = chapter.screens[state.screen];
  const old = previous?.paragraphs ?? [];
  const paragraphs: ParagraphView[] = [];
  let same = previous !== null && screen !== undefined && old.length === screen.last - screen.first + 1;
  if (screen !== undefined) {
    for (let p = screen.first; p <= screen.last; p++) {
      const before = old[p - screen.first];
      const view = paragraphOf(state, p, before);
      if (view !== before) same = false;
      paragraphs.push(view);
    }
  }
  const typing = state.mode === 'typing';
  const current = chapter.paragraphs[state.paragraph];
  const onScreen = chapter.screenOfParagraph[state.paragraph] === state.screen;
  return {
    mode: state.mode,
    status: state.status,
    paragraph: state.paragraph,
    paragraphCount: chapter.paragraphs.length,
    screen: state.screen,
    screenCount: chapter.screens.length,
    paragraphs: same && previous !== null ? previous.paragraphs : paragraphs,
    caret: typing && current && onScreen ? { paragraph: state.paragraph, index: state.position } : null,
    nextChar: typing && current ? (current.chars[state.position] ?? '\n') : null,
    lastTyped: state.buffer,
    recentWpm: recentWpm(state),
    typedChars: state.typedChars,
  };
}

/** The view of any paragraph of the chapter, on screen or not (for tests and tools). */
export function paragraphView(state: EngineState, index: number): ParagraphView {
  return paragraphOf(state, index, undefined);
}
