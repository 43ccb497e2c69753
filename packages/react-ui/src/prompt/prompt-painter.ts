/**
 * Draws the prompt's paragraphs from core's view with plain DOM calls, and on
 * each later view changes only what changed. A keystroke replaces one word's
 * view object (core shares every unchanged paragraph and word with the
 * previous view), so a key costs a few attribute writes on that word's
 * characters: no render, no reconciliation, nothing between the key and the
 * browser's paint but the engine itself. React draws everything around it.
 *
 * A word whose characters all look alike (not yet typed, or typed right) is
 * one span; only a word whose characters differ (the one being typed, one
 * with a typo) is drawn a span per character. Each span is an item the
 * browser paints and hands to its compositor on every frame: a screen of
 * 4,000 character spans cost several milliseconds a frame that a span per
 * word does not.
 *
 * Inside a key the painter only changes attributes: a word drawn a span per
 * character stays so when its characters come to look alike again. `tidy`,
 * run when the page is idle, joins such words back into one span and splits
 * the word at the caret, so the next key finds its characters already drawn
 * one by one. What a reader sees is the same either way.
 *
 * In a very long paragraph only the words near the caret are drawn word by
 * word (core's `detailedWords`); the rest are plain runs of text.
 */
import { detailedWords, type ParagraphView, type WordView } from '@typeshelf/core/typing';
import type { CharTarget } from './caret-geometry';
import type { TypoDisplay } from './prompt-look';

/** The settings that change what the characters show (the rest is CSS on the container). */
export interface PaintLook {
  showTypos: TypoDisplay;
  highlightIncorrectWords: boolean;
  newlineIndicator: boolean;
}

interface DrawnWord {
  view: WordView;
  /** The look all its characters share when it is drawn as one span, else null. */
  shared: string | null;
  /** Its one span, or a span per character. */
  spans: HTMLSpanElement[];
}

interface DrawnParagraph {
  view: ParagraphView;
  el: HTMLParagraphElement;
  /** The range of words drawn character by character (`detailedWords`). */
  from: number;
  to: number;
  words: DrawnWord[];
  marker: HTMLSpanElement;
}

export interface PromptPainter {
  /**
   * Brings the container's paragraphs up to `paragraphs`, in order, before
   * `before`; true when `tidy` has work to do.
   */
  paint(paragraphs: readonly ParagraphView[], look: PaintLook): boolean;
  /**
   * Draws the words changed since the last call the leanest way: one span for
   * each word whose characters look alike, a span per character for the word
   * at `caret`. For an idle moment; `paint` never needs it.
   */
  tidy(caret: { paragraph: number; index: number } | null): void;
  /** Removes every paragraph it drew. */
  clear(): void;
  /** Where character `index` of paragraph `paragraph` is drawn; null when it is not drawn word by word. */
  locate(paragraph: number, index: number): CharTarget | null;
  /** The character at UTF-16 `offset` in the text of a drawn element of paragraph `paragraph`. */
  indexAt(paragraph: number, el: Element, offset: number): number | null;
}

export function createPromptPainter(root: HTMLElement, before: Node | null = null): PromptPainter {
  const doc = root.ownerDocument;
  let drawn = new Map<number, DrawnParagraph>();
  let lastLook: PaintLook | null = null;
  /** Paragraphs whose words `tidy` should look at. */
  const untidy = new Set<number>();
  /**
   * The paragraph of the caret at the last `tidy`, whose word there was split
   * for it: when the caret has left that paragraph without a key changing it
   * (Backspace from the start of the next one), the word is joined again.
   */
  let splitIn: number | null = null;
  /**
   * The paragraphs last painted, in order, and their drawings: while a key changes the text within
   * the same paragraphs, a paint only walks these, with no DOM read and no new map.
   */
  let shown: readonly ParagraphView[] | null = null;
  let shownEntries: DrawnParagraph[] = [];

  const span = (className: string, char: number, state: string, text: string) => {
    const el = doc.createElement('span');
    el.className = className;
    el.dataset.char = String(char);
    el.dataset.state = state;
    el.textContent = text;
    return el;
  };

  /** A word's spans: one when its characters all look alike (unless `split`), else one per character. */
  const drawWord = (word: WordView, look: PaintLook, split = false): DrawnWord => {
    const shared = split ? null : sharedLook(word, look);
    if (shared !== null) {
      const el = span('prompt-char', word.start, word.states[0] ?? '.', word.chars.join(''));
      if (shared.endsWith('!')) el.dataset.wordIncorrect = 'true';
      return { view: word, shared, spans: [el] };
    }
    const spans = word.chars.map((_, i) => {
      const el = span('prompt-char', word.start + i, '.', '');
      paintChar(el, word, i, look);
      return el;
    });
    return { view: word, shared, spans };
  };

  const drawParagraph = (view: ParagraphView, look: PaintLook, el = doc.createElement('p')) => {
    el.className = 'prompt-paragraph';
    el.dataset.paragraph = String(view.index);
    el.dataset.status = view.status;
    const { from, to } = detailedWords(view);
    const fragment = doc.createDocumentFragment();
    if (from > 0) fragment.append(plainRun(view.words, 0, from, true));
    const words: DrawnWord[] = [];
    for (let w = from; w < to; w++) {
      const word = drawWord(view.words[w]!, look);
      fragment.append(...word.spans);
      words.push(word);
    }
    if (to < view.words.length) fragment.append(plainRun(view.words, to, view.words.length, false));
    const marker = span('prompt-char prompt-newline', view.length, view.markerTyped ? 'c' : '.', '');
    marker.textContent = look.newlineIndicator ? '↵' : ' ';
    // The marker is drawn for the eye; a screen reader hears the paragraph end from the live region.
    marker.setAttribute('aria-hidden', 'true');
    fragment.append(marker);
    el.replaceChildren(fragment);
    return { view, el, from, to, words, marker };
  };

  /**
   * Brings a drawn word to its new view: its span's state, its characters'
   * (a word drawn character by character stays so, see `tidy`), or new spans
   * in its place.
   */
  const updateWord = (drawnWord: DrawnWord, word: WordView, look: PaintLook): DrawnWord => {
    if (drawnWord.shared === null) {
      for (let i = 0; i < word.chars.length; i++) {
        if (!sameCharLook(word, drawnWord.view, i, look)) paintChar(drawnWord.spans[i]!, word, i, look);
      }
      return { view: word, shared: null, spans: drawnWord.spans };
    }
    const shared = sharedLook(word, look);
    if (shared !== null) {
      if (shared !== drawnWord.shared) {
        const el = drawnWord.spans[0]!;
        el.dataset.state = word.states[0] ?? '.';
        if (shared.endsWith('!')) el.dataset.wordIncorrect = 'true';
        else delete el.dataset.wordIncorrect;
      }
      return { view: word, shared, spans: drawnWord.spans };
    }
    return redrawWord(drawnWord, word, look);
  };

  const redrawWord = (drawnWord: DrawnWord, word: WordView, look: PaintLook, split = false): DrawnWord => {
    const next = drawWord(word, look, split);
    drawnWord.spans[0]!.before(...next.spans);
    for (const el of drawnWord.spans) el.remove();
    return next;
  };

  /** Words `[from, to)` as one run of text; its `data-char` is its first character's, so a click lands there. */
  const plainRun = (words: readonly WordView[], from: number, to: number, typed: boolean) => {
    let text = '';
    for (let i = from; i < to; i++) text += words[i]!.chars.join('');
    return span('prompt-char prompt-run', words[from]?.start ?? 0, typed ? 'c' : '.', text);
  };

  /** Updates a drawn paragraph to a new view of it; false when its shape changed and it must be drawn again. */
  const update = (old: DrawnParagraph, view: ParagraphView, look: PaintLook): boolean => {
    if (view.words.length !== old.view.words.length || view.length !== old.view.length) return false;
    const { from, to } = detailedWords(view);
    if (from !== old.from || to !== old.to) return false;
    for (let w = from; w < to; w++) {
      const word = view.words[w]!;
      const drawnWord = old.words[w - from]!;
      if (word === drawnWord.view) continue;
      if (word.chars.length !== drawnWord.view.chars.length) return false;
      old.words[w - from] = updateWord(drawnWord, word, look);
      // A word typed to its end (the caret moves on) or back to its start may be drawn leaner.
      if (word.states.length === 0 || word.states.length === word.chars.length) untidy.add(view.index);
    }
    if (view.status !== old.view.status) old.el.dataset.status = view.status;
    const markerState = view.markerTyped ? 'c' : '.';
    if (old.marker.dataset.state !== markerState) old.marker.dataset.state = markerState;
    old.view = view;
    return true;
  };

  return {
    paint(paragraphs, look) {
      const lookChanged =
        lastLook === null ||
        lastLook.showTypos !== look.showTypos ||
        lastLook.highlightIncorrectWords !== look.highlightIncorrectWords ||
        lastLook.newlineIndicator !== look.newlineIndicator;
      lastLook = look;
      if (!lookChanged && shown !== null && sameParagraphs(shown, paragraphs)) {
        // The same paragraphs in the same places: only the ones whose view changed are touched.
        for (let i = 0; i < paragraphs.length; i++) {
          const view = paragraphs[i]!;
          const entry = shownEntries[i]!;
          if (entry.view === view || update(entry, view, look)) continue;
          const redrawn = drawParagraph(view, look, entry.el);
          shownEntries[i] = redrawn;
          drawn.set(view.index, redrawn);
          untidy.add(view.index);
        }
        shown = paragraphs;
        return untidy.size > 0;
      }
      const next = new Map<number, DrawnParagraph>();
      const entries: DrawnParagraph[] = [];
      // Paragraphs are laid in order: each goes right after the previous one.
      let previous: Node | null = null;
      for (const view of paragraphs) {
        let entry = drawn.get(view.index);
        if (entry === undefined || lookChanged || (entry.view !== view && !update(entry, view, look))) {
          entry = drawParagraph(view, look, entry?.el);
          untidy.add(view.index);
        }
        next.set(view.index, entry);
        entries.push(entry);
        const at: Node | null = previous === null ? root.firstChild : previous.nextSibling;
        if (at !== entry.el) root.insertBefore(entry.el, at ?? before);
        previous = entry.el;
      }
      for (const [index, entry] of drawn) if (!next.has(index)) entry.el.remove();
      drawn = next;
      shown = paragraphs;
      shownEntries = entries;
      return untidy.size > 0;
    },
    tidy(caret) {
      if (lastLook === null) return;
      if (splitIn !== null) untidy.add(splitIn);
      if (caret) untidy.add(caret.paragraph);
      splitIn = caret?.paragraph ?? null;
      for (const index of untidy) {
        const entry = drawn.get(index);
        if (!entry) continue;
        entry.words.forEach((drawnWord, w) => {
          const { view } = drawnWord;
          const atCaret =
            caret?.paragraph === index &&
            caret.index >= view.start &&
            caret.index < view.start + view.chars.length;
          if (
            atCaret
              ? drawnWord.shared !== null
              : drawnWord.shared === null && sharedLook(view, lastLook!) !== null
          )
            entry.words[w] = redrawWord(drawnWord, view, lastLook!, atCaret);
        });
      }
      untidy.clear();
    },
    clear() {
      for (const entry of drawn.values()) entry.el.remove();
      drawn = new Map();
      shown = null;
      shownEntries = [];
      lastLook = null;
      untidy.clear();
      splitIn = null;
    },
    locate(paragraph, index) {
      const entry = drawn.get(paragraph);
      if (!entry) return null;
      if (index === entry.view.length) return { el: entry.marker, offset: 0, length: 1 };
      const drawnWord = entry.words.find(
        (w) => index >= w.view.start && index < w.view.start + w.view.chars.length,
      );
      if (!drawnWord) return null;
      const i = index - drawnWord.view.start;
      const { chars } = drawnWord.view;
      if (drawnWord.shared === null) return { el: drawnWord.spans[i]!, offset: 0, length: chars[i]!.length };
      return { el: drawnWord.spans[0]!, offset: utf16Length(chars, 0, i), length: chars[i]!.length };
    },
    indexAt(paragraph, el, offset) {
      const entry = drawn.get(paragraph);
      const first = el instanceof HTMLElement ? Number(el.dataset.char) : Number.NaN;
      if (!entry || Number.isNaN(first)) return null;
      // The element holds the characters from `first` on: one, a word drawn as one, or a run of words.
      let at = 0;
      for (const word of entry.view.words) {
        if (word.start + word.chars.length <= first) continue;
        for (let i = Math.max(0, first - word.start); i < word.chars.length; i++) {
          at += word.chars[i]!.length;
          if (at > offset) return word.start + i;
        }
      }
      return entry.view.length;
    },
  };
}

/** The UTF-16 length of `chars[from, to)`. */
function utf16Length(chars: readonly string[], from: number, to: number): number {
  let length = 0;
  for (let i = from; i < to; i++) length += chars[i]!.length;
  return length;
}

/**
 * The look every character of a word shares (see `charLook`), or null when
 * they differ or one is wrong: a wrong character shows its typo, so it is
 * drawn on its own.
 */
function sharedLook(word: WordView, look: PaintLook): string | null {
  if (word.states.includes('x')) return null;
  const first = charLook(word, 0, look);
  for (let i = 1; i < word.chars.length; i++) if (charLook(word, i, look) !== first) return null;
  return first;
}

/** The same paragraphs, by index, in the same order. */
function sameParagraphs(a: readonly ParagraphView[], b: readonly ParagraphView[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.index !== b[i]!.index) return false;
  return true;
}

/**
 * Whether character `i` looks the same in two views of a word (what `charLook` compares), with no
 * string made: this runs for every character of the word being typed, at every key.
 */
function sameCharLook(a: WordView, b: WordView, i: number, look: PaintLook): boolean {
  const state = a.states[i] ?? '.';
  if (state !== (b.states[i] ?? '.')) return false;
  if (state === 'x' && a.typed[i] !== b.typed[i]) return false;
  return !look.highlightIncorrectWords || (a.judgement === 'inaccurate') === (b.judgement === 'inaccurate');
}

/** What one character shows, as one comparable string: state, shown text, typo, word flag. */
function charLook(word: WordView, i: number, look: PaintLook): string {
  const state = word.states[i] ?? '.';
  const got = word.typed[i];
  const wrong = state === 'x' && got !== undefined;
  const incorrect = look.highlightIncorrectWords && word.judgement === 'inaccurate';
  return `${state}${wrong ? got : ''}${incorrect ? '!' : ''}`;
}

function paintChar(el: HTMLSpanElement, word: WordView, i: number, look: PaintLook): void {
  const state = word.states[i] ?? '.';
  const got = word.typed[i];
  const wrong = state === 'x' && got !== undefined;
  el.setAttribute('data-state', state);
  const shown = wrong && look.showTypos === 'replace' ? visible(got) : word.chars[i]!;
  if (el.textContent !== shown) el.textContent = shown;
  setAttribute(el, 'data-typo', wrong && look.showTypos === 'other' ? visible(got) : null);
  setAttribute(
    el,
    'data-word-incorrect',
    look.highlightIncorrectWords && word.judgement === 'inaccurate' ? 'true' : null,
  );
}

/**
 * Sets or removes (null) an attribute, touching the element only when it
 * changes: this runs inside keys, and a write or a removal of an attribute a
 * style rule reads makes the browser check the element's style again.
 */
function setAttribute(el: HTMLElement, name: string, value: string | null): void {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** A typed space shown in place of a letter would be invisible: show a middle dot. */
function visible(char: string): string {
  return char === ' ' ? '·' : char;
}
