/**
 * Draws the prompt's paragraphs from core's view with plain DOM calls, and on
 * each later view changes only what changed. A keystroke replaces one word's
 * view object (core shares every unchanged paragraph and word with the
 * previous view), so a key costs a few attribute writes on that word's
 * characters: no render, no reconciliation, nothing between the key and the
 * browser's paint but the engine itself. React draws everything around it.
 *
 * In a very long paragraph only the words near the caret are drawn character
 * by character (core's `detailedWords`); the rest are plain runs of text.
 */
import { detailedWords, type ParagraphView, type WordView } from '@typeshelf/core';
import type { TypoDisplay } from './prompt-look';

/** The settings that change what the characters show (the rest is CSS on the container). */
export interface PaintLook {
  showTypos: TypoDisplay;
  highlightIncorrectWords: boolean;
  newlineIndicator: boolean;
}

interface DrawnWord {
  view: WordView;
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
  /** Brings the container's paragraphs up to `paragraphs`, in order, before `before`. */
  paint(paragraphs: readonly ParagraphView[], look: PaintLook): void;
  /** Removes every paragraph it drew. */
  clear(): void;
}

export function createPromptPainter(root: HTMLElement, before: Node | null = null): PromptPainter {
  const doc = root.ownerDocument;
  let drawn = new Map<number, DrawnParagraph>();
  let lastLook: PaintLook | null = null;

  const span = (className: string, char: number, state: string, text: string) => {
    const el = doc.createElement('span');
    el.className = className;
    el.dataset.char = String(char);
    el.dataset.state = state;
    el.textContent = text;
    return el;
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
      const word = view.words[w]!;
      const spans = word.chars.map((_, i) => {
        const el = span('prompt-char', word.start + i, '.', '');
        paintChar(el, word, i, look);
        return el;
      });
      fragment.append(...spans);
      words.push({ view: word, spans });
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
      for (let i = 0; i < word.chars.length; i++) {
        if (charLook(word, i, look) !== charLook(drawnWord.view, i, look))
          paintChar(drawnWord.spans[i]!, word, i, look);
      }
      drawnWord.view = word;
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
      const next = new Map<number, DrawnParagraph>();
      // Paragraphs are laid in order: each goes right after the previous one.
      let previous: Node | null = null;
      for (const view of paragraphs) {
        let entry = drawn.get(view.index);
        if (entry === undefined) entry = drawParagraph(view, look);
        else if (lookChanged || (entry.view !== view && !update(entry, view, look)))
          entry = drawParagraph(view, look, entry.el);
        next.set(view.index, entry);
        const at: Node | null = previous === null ? root.firstChild : previous.nextSibling;
        if (at !== entry.el) root.insertBefore(entry.el, at ?? before);
        previous = entry.el;
      }
      for (const [index, entry] of drawn) if (!next.has(index)) entry.el.remove();
      drawn = next;
    },
    clear() {
      for (const entry of drawn.values()) entry.el.remove();
      drawn = new Map();
      lastLook = null;
    },
  };
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
  el.dataset.state = state;
  const shown = wrong && look.showTypos === 'replace' ? visible(got) : word.chars[i]!;
  if (el.textContent !== shown) el.textContent = shown;
  if (wrong && look.showTypos === 'other') el.dataset.typo = visible(got);
  else delete el.dataset.typo;
  if (look.highlightIncorrectWords && word.judgement === 'inaccurate') el.dataset.wordIncorrect = 'true';
  else delete el.dataset.wordIncorrect;
}

/** A typed space shown in place of a letter would be invisible: show a middle dot. */
function visible(char: string): string {
  return char === ' ' ? '·' : char;
}
