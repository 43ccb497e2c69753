import {
  createSession,
  DEFAULT_ENGINE_OPTIONS,
  type EngineState,
  type ParagraphView,
  prepareChapter,
  promptView,
  transition,
} from '@typeshelf/core/typing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPromptPainter, type PaintLook } from './prompt-painter';

function typed(paragraphs: string[], keys: string): EngineState {
  let state = createSession(prepareChapter(paragraphs), DEFAULT_ENGINE_OPTIONS);
  [...keys].forEach((key, i) => {
    state = transition(state, {
      type: 'key',
      key: key === '\n' ? 'Enter' : key,
      timeStamp: 1000 + 100 * i,
    }).state;
  });
  return state;
}

const look = { highlightIncorrectWords: true, newlineIndicator: true } as const;

function draw(view: ParagraphView, showTypos: PaintLook['showTypos']): HTMLElement {
  const container = document.createElement('div');
  createPromptPainter(container).paint([view], { ...look, showTypos });
  return container;
}

function drawn(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-char]')].map(
    (el) => `${el.textContent}:${el.getAttribute('data-state')}`,
  );
}

describe('createPromptPainter', () => {
  it('draws a word with a typo character by character, with the typed letter for the replace display', () => {
    const view = promptView(typed(['ab cd'], 'az ')).paragraphs[0]!;
    const container = draw(view, 'replace');
    expect(drawn(container)).toEqual(['a:c', 'z:x', ' :c', 'cd:.', '↵:.']);
    const flagged = [...container.querySelectorAll('[data-word-incorrect]')].map((el) => el.textContent);
    expect(flagged).toEqual(['a', 'z', ' ']);
  });

  it('keeps the expected letter and shows the typed one beside it in the other display', () => {
    const view = promptView(typed(['abc d'], 'az')).paragraphs[0]!;
    const container = draw(view, 'other');
    const wrong = container.querySelector('[data-state="x"]');
    expect(wrong?.textContent).toBe('b');
    expect(wrong?.getAttribute('data-typo')).toBe('z');
    // A word typed wrong but not finished is not flagged yet.
    expect(container.querySelector('[data-word-incorrect]')).toBeNull();
  });

  it('draws a finished paragraph with its newline marker typed', () => {
    const view = promptView(typed(['ab', 'cd'], 'ab\n')).paragraphs[0]!;
    const container = draw(view, 'highlight');
    expect(container.querySelector('p')?.getAttribute('data-status')).toBe('typed');
    expect(drawn(container)).toEqual(['ab:c', '↵:c']);
  });

  it('draws a word whose characters look alike as one span, and the word being typed a span per character', () => {
    const view = promptView(typed(['one two three four'], 'one tw')).paragraphs[0]!;
    const container = draw(view, 'highlight');
    expect(drawn(container)).toEqual(['one :c', 't:c', 'w:c', 'o:.', ' :.', 'three :.', 'four:.', '↵:.']);
  });

  it('locates a character inside a word drawn as one span, and finds it back from its text offset', () => {
    const view = promptView(typed(['𝒜bc de', 'next'], '')).paragraphs[0]!;
    const root = document.createElement('div');
    const painter = createPromptPainter(root);
    painter.paint([view], { ...look, showTypos: 'highlight' });
    const first = painter.locate(0, 1);
    expect(first?.el.textContent).toBe('𝒜bc ');
    // The astral letter takes two UTF-16 units: 'b' starts at 2.
    expect([first?.offset, first?.length]).toEqual([2, 1]);
    expect(painter.locate(0, 4)?.el.textContent).toBe('de');
    expect(painter.locate(0, 6)?.el.classList.contains('prompt-newline')).toBe(true);
    expect(painter.locate(1, 0)).toBeNull();
    const word = first!.el;
    expect([0, 1, 2, 3, 4].map((offset) => painter.indexAt(0, word, offset))).toEqual([0, 0, 1, 2, 3]);
    expect(painter.indexAt(0, painter.locate(0, 5)!.el, 1)).toBe(5);
  });

  it('draws astral characters as one character each', () => {
    const view = promptView(typed(['𝒜b c'], '𝒜')).paragraphs[0]!;
    const container = draw(view, 'highlight');
    expect(drawn(container)).toEqual(['𝒜:c', 'b:.', ' :.', 'c:.', '↵:.']);
  });

  it('draws a 100,000-character paragraph character by character only near the caret, the rest as runs', () => {
    const text = 'lorem ipsum dolor '.repeat(5556).trim();
    const typedPart = text.slice(0, 10_000);
    const view = promptView(typed([text], typedPart)).paragraphs[0]!;
    const container = draw(view, 'replace');
    const chars = container.querySelectorAll('.prompt-char:not(.prompt-run)');
    expect(chars.length).toBeLessThan(2_000);
    const caret = container.querySelector(`[data-char="${typedPart.length}"]`);
    expect(caret?.getAttribute('data-state')).toBe('.');
    expect(container.querySelector(`[data-char="${typedPart.length - 1}"]`)?.getAttribute('data-state')).toBe(
      'c',
    );
    const runs = [...container.querySelectorAll('.prompt-run')].map((el) => el.getAttribute('data-state'));
    expect(runs).toEqual(['c', '.']);
    // Nothing is lost from the line flow: the paragraph still reads as the whole text.
    expect(container.querySelector('p')?.textContent).toBe(`${text}↵`);
  });
});

/** Each element as its tag, its attributes in name order and its own text: the DOM a reader sees. */
function shape(root: Element): string[] {
  return [...root.querySelectorAll('*')].map((el) => {
    const attributes = [...el.attributes].map((a) => `${a.name}=${a.value}`).sort();
    const text = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.nodeValue);
    return `${el.tagName} ${attributes.join(' ')} ${JSON.stringify(text)}`;
  });
}

/**
 * What a reader sees, character by character: each paragraph's attributes,
 * then each character with its span's look, whichever spans hold them.
 */
function reading(root: Element): string[] {
  const attributes = (el: Element) =>
    [...el.attributes]
      .filter((a) => a.name !== 'data-char')
      .map((a) => `${a.name}=${a.value}`)
      .sort()
      .join(' ');
  return [...root.querySelectorAll('p')].flatMap((p) => [
    `P ${attributes(p)}`,
    ...[...p.querySelectorAll('span')].flatMap((span) =>
      [...(span.textContent ?? '')].map((char) => `${char} ${attributes(span)}`),
    ),
  ]);
}

describe('createPromptPainter, one view after another', () => {
  const keys = fc.constantFrom('a', 'b', 'c', ' ', 'x', 'Backspace', 'Enter');
  const looks = fc.record({
    showTypos: fc.constantFrom<PaintLook['showTypos']>('highlight', 'replace', 'other'),
    highlightIncorrectWords: fc.boolean(),
    newlineIndicator: fc.boolean(),
  });

  it('after every key reads as drawing that view afresh, and once tidy is the same DOM, whatever the keys and looks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(keys, fc.option(looks, { freq: 8 }), fc.boolean()), { maxLength: 60 }),
        looks,
        // Small screens: an Enter may move to another screen, so the painted paragraphs change.
        fc.boolean(),
        (steps, firstLook, smallScreens) => {
          const chapter = prepareChapter(['ab cab', 'c ba', 'abc ab c'], smallScreens ? 10 : undefined);
          let state = createSession(chapter, DEFAULT_ENGINE_OPTIONS);
          let view = promptView(state);
          let look: PaintLook = firstLook;
          const live = document.createElement('div');
          const caret = live.appendChild(document.createElement('i'));
          const painter = createPromptPainter(live, caret);
          painter.paint(view.paragraphs, look);
          const fresh = (tidy: boolean) => {
            const root = document.createElement('div');
            root.appendChild(document.createElement('i'));
            const painted = createPromptPainter(root, root.firstChild);
            painted.paint(view.paragraphs, look);
            if (tidy) painted.tidy(view.caret);
            return root;
          };
          steps.forEach(([key, nextLook, tidy], i) => {
            state = transition(state, { type: 'key', key, timeStamp: 1000 + 100 * i }).state;
            view = promptView(state, view);
            look = nextLook ?? look;
            painter.paint(view.paragraphs, look);
            expect(reading(live)).toEqual(reading(fresh(false)));
            if (tidy) {
              painter.tidy(view.caret);
              expect(shape(live)).toEqual(shape(fresh(true)));
            }
          });
          // The caret's element stays last: the paragraphs go before it.
          expect(live.lastChild).toBe(caret);
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('changes only attributes inside a key, and joins and splits words once tidy', () => {
    let state = createSession(prepareChapter(['one two three']), DEFAULT_ENGINE_OPTIONS);
    let view = promptView(state);
    const root = document.createElement('div');
    const painter = createPromptPainter(root);
    const highlight = { ...look, showTypos: 'highlight' } as const;
    painter.paint(view.paragraphs, highlight);
    painter.tidy(view.caret);
    // The word at the caret is split ahead of its first key.
    expect(drawn(root)).toEqual(['o:.', 'n:.', 'e:.', ' :.', 'two :.', 'three:.', '↵:.']);
    const spans = [...root.querySelectorAll('span')];
    const untidy = [...'one '].map((key, i) => {
      state = transition(state, { type: 'key', key, timeStamp: 1000 + 100 * i }).state;
      view = promptView(state, view);
      return painter.paint(view.paragraphs, highlight);
    });
    // Four keys: the same spans, their states changed; only the last, which ends the word, asks for a tidy.
    expect([...root.querySelectorAll('span')]).toEqual(spans);
    expect(untidy).toEqual([false, false, false, true]);
    expect(drawn(root)).toEqual(['o:c', 'n:c', 'e:c', ' :c', 'two :.', 'three:.', '↵:.']);
    painter.tidy(view.caret);
    expect(drawn(root)).toEqual(['one :c', 't:.', 'w:.', 'o:.', ' :.', 'three:.', '↵:.']);
  });

  it('joins the word it split for the caret again when the caret goes back to the paragraph before', () => {
    let state = createSession(prepareChapter(['ab', 'cd ef']), DEFAULT_ENGINE_OPTIONS);
    let view = promptView(state);
    const root = document.createElement('div');
    const painter = createPromptPainter(root);
    const highlight = { ...look, showTypos: 'highlight' } as const;
    painter.paint(view.paragraphs, highlight);
    const press = (key: string, i: number) => {
      state = transition(state, { type: 'key', key, timeStamp: 1000 + 100 * i }).state;
      view = promptView(state, view);
      painter.paint(view.paragraphs, highlight);
      painter.tidy(view.caret);
    };
    ['a', 'b', 'Enter'].forEach(press);
    // The caret stands at the second paragraph's start, its first word split for the next key.
    expect(view.caret).toEqual({ paragraph: 1, index: 0 });
    expect(drawn(root).slice(-5)).toEqual(['c:.', 'd:.', ' :.', 'ef:.', '↵:.']);
    // Backspace takes it back into the first paragraph; the word it left is one span again.
    press('Backspace', 3);
    expect(view.caret?.paragraph).toBe(0);
    expect(drawn(root).slice(-3)).toEqual(['cd :.', 'ef:.', '↵:.']);
  });

  it('moves, adds and removes paragraphs as the screen changes', () => {
    const views = [0, 1, 2, 3].map((index) => ({
      ...promptView(typed(['ab', 'cd', 'ef', 'gh'], '')).paragraphs[index]!,
    }));
    const root = document.createElement('div');
    const painter = createPromptPainter(root);
    const order = () => [...root.children].map((el) => el.getAttribute('data-paragraph'));
    painter.paint([views[0]!, views[1]!], { ...look, showTypos: 'highlight' });
    expect(order()).toEqual(['0', '1']);
    painter.paint([views[2]!, views[3]!], { ...look, showTypos: 'highlight' });
    expect(order()).toEqual(['2', '3']);
    painter.paint([views[1]!, views[2]!], { ...look, showTypos: 'highlight' });
    expect(order()).toEqual(['1', '2']);
  });
});

/**
 * The painter as the prompt screen drives it: each key paints at once, several keys may come
 * before a frame, a tidy runs only once a frame has asked for it (or at any other moment), the
 * screen moves without a key, the look changes and the painter is cleared and drawn again. After
 * every step the page must read as the engine's current view drawn afresh, the caret's character
 * must be found where that view puts it, and after a tidy the DOM must be exactly a fresh tidy one.
 */
describe('createPromptPainter, driven as the screen drives it', () => {
  type Step =
    | { type: 'key'; key: string }
    | { type: 'frame' }
    | { type: 'idle' }
    | { type: 'look'; look: PaintLook }
    | { type: 'reopen' };
  const looks = fc.record({
    showTypos: fc.constantFrom<PaintLook['showTypos']>('highlight', 'replace', 'other'),
    highlightIncorrectWords: fc.boolean(),
    newlineIndicator: fc.boolean(),
  });
  const step: fc.Arbitrary<Step> = fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .constantFrom('a', 'b', 'c', ' ', 'x', 'Backspace', 'Enter', 'ArrowLeft', 'ArrowRight')
        .map((key) => ({ type: 'key' as const, key })),
    },
    { weight: 4, arbitrary: fc.constant({ type: 'frame' as const }) },
    { weight: 2, arbitrary: fc.constant({ type: 'idle' as const }) },
    { weight: 1, arbitrary: looks.map((look) => ({ type: 'look' as const, look })) },
    { weight: 1, arbitrary: fc.constant({ type: 'reopen' as const }) },
  );

  it('reads as the current view at every step, whatever interleaving of keys, frames, tidies and screens', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 80 }),
        looks,
        fc.constantFrom(undefined, 6, 10),
        (steps, firstLook, screenSize) => {
          const chapter = prepareChapter(['ab cab', 'c ba', 'abc ab c', 'b a'], screenSize);
          let state = createSession(chapter, DEFAULT_ENGINE_OPTIONS);
          let view = promptView(state);
          let look: PaintLook = firstLook;
          const live = document.createElement('div');
          const caretEl = live.appendChild(document.createElement('i'));
          const painter = createPromptPainter(live, caretEl);
          // The screen's bookkeeping: a paint that leaves work for `tidy` makes the next frame ask for one.
          let tidyDue = painter.paint(view.paragraphs, look);
          let tidyAsked = false;
          const fresh = (tidy: boolean) => {
            const root = document.createElement('div');
            root.appendChild(document.createElement('i'));
            const painted = createPromptPainter(root, root.firstChild);
            painted.paint(view.paragraphs, look);
            if (tidy) painted.tidy(view.caret);
            return root;
          };
          const tidy = () => {
            painter.tidy(view.caret);
            tidyAsked = false;
            expect(shape(live)).toEqual(shape(fresh(true)));
          };
          steps.forEach((s, i) => {
            switch (s.type) {
              case 'key': {
                state = transition(state, { type: 'key', key: s.key, timeStamp: 1000 + 100 * i }).state;
                const next = promptView(state, view);
                if (next === view) return;
                view = next;
                if (painter.paint(view.paragraphs, look)) tidyDue = true;
                break;
              }
              case 'frame':
                if (tidyDue) tidyAsked = true;
                tidyDue = false;
                break;
              case 'idle':
                // The idle moment the frame asked for; with none asked, a tidy must still be harmless.
                if (tidyAsked || i % 2 === 0) tidy();
                break;
              case 'look':
                look = s.look;
                painter.paint(view.paragraphs, look);
                tidy();
                break;
              case 'reopen':
                painter.clear();
                expect(live.children).toHaveLength(1);
                tidyDue = painter.paint(view.paragraphs, look);
                break;
            }
            expect(reading(live)).toEqual(reading(fresh(false)));
            // The caret's character is drawn where the view puts it.
            const { caret } = view;
            const shownHere = caret !== null && view.paragraphs.some((p) => p.index === caret.paragraph);
            const target = caret ? painter.locate(caret.paragraph, caret.index) : null;
            if (!shownHere) expect(target).toBeNull();
            else {
              expect(target !== null && live.contains(target.el)).toBe(true);
              const first = Number(target!.el.getAttribute('data-char'));
              expect(target!.el.closest('p')?.getAttribute('data-paragraph')).toBe(String(caret.paragraph));
              expect(first <= caret.index).toBe(true);
            }
            expect(live.lastChild).toBe(caretEl);
          });
        },
      ),
      { numRuns: 150 },
    );
    // Hundreds of generated runs: seconds alone, longer on a machine busy with other work.
  }, 120_000);
});
