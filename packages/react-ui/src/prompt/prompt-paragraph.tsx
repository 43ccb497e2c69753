import { detailedWords, type ParagraphView, type WordView } from '@typeshelf/core';
import { memo } from 'react';
import type { TypoDisplay } from './prompt-look';

export interface PromptParagraphProps {
  /** Core's view of the paragraph (see `promptView`). */
  view: ParagraphView;
  showTypos: TypoDisplay;
  highlightIncorrectWords: boolean;
  newlineIndicator: boolean;
}

/**
 * One paragraph of the prompt, drawn from core's view as it is. Each word is
 * memoised on its view object, which core replaces only when the word
 * changed, so a keypress redraws the one word being typed. In a very long
 * paragraph only the words near the caret are drawn character by character
 * (core's `detailedWords`); the rest are plain runs of text.
 */
export const PromptParagraph = memo(function PromptParagraph(props: PromptParagraphProps) {
  const { view, showTypos, highlightIncorrectWords, newlineIndicator } = props;
  const { from, to } = detailedWords(view);
  return (
    <p className="prompt-paragraph" data-paragraph={view.index} data-status={view.status}>
      {from > 0 ? <PlainRun words={view.words} from={0} to={from} typed /> : null}
      {(from > 0 || to < view.words.length ? view.words.slice(from, to) : view.words).map((word) => (
        <PromptWord
          key={word.start}
          word={word}
          showTypos={showTypos}
          highlightIncorrect={highlightIncorrectWords}
        />
      ))}
      {to < view.words.length ? (
        <PlainRun words={view.words} from={to} to={view.words.length} typed={false} />
      ) : null}
      <span
        className="prompt-char prompt-newline"
        data-char={view.length}
        data-state={view.markerTyped ? 'c' : '.'}
        // The marker is drawn for the eye; a screen reader hears the paragraph end from the live region.
        aria-hidden="true"
      >
        {newlineIndicator ? '↵' : ' '}
      </span>
    </p>
  );
});

interface PromptWordProps {
  word: WordView;
  highlightIncorrect: boolean;
  showTypos: TypoDisplay;
}

const PromptWord = memo(function PromptWord({ word, highlightIncorrect, showTypos }: PromptWordProps) {
  const incorrect = highlightIncorrect && word.judgement === 'inaccurate';
  const chars = word.chars.map((expected, i) => {
    const state = word.states[i] ?? '.';
    const got = word.typed[i];
    const wrong = state === 'x';
    const shown = wrong && showTypos === 'replace' && got !== undefined ? visible(got) : expected;
    return (
      <span
        // biome-ignore lint/suspicious/noArrayIndexKey: a character's position in the text is its identity
        key={i}
        className="prompt-char"
        data-char={word.start + i}
        data-state={state}
        data-typo={wrong && showTypos === 'other' && got !== undefined ? visible(got) : undefined}
        data-word-incorrect={incorrect || undefined}
      >
        {shown}
      </span>
    );
  });
  // A fragment, not an element: thousands of extra inline boxes would slow every layout.
  return <>{chars}</>;
});

/**
 * Words `[from, to)` as one run of text: typed (before the caret) or still to
 * type. Its `data-char` is its first character's, so a click on it lands there.
 */
const PlainRun = memo(
  function PlainRun({
    words,
    from,
    to,
    typed,
  }: {
    words: readonly WordView[];
    from: number;
    to: number;
    typed: boolean;
  }) {
    let text = '';
    for (let i = from; i < to; i++) text += words[i]!.chars.join('');
    return (
      <span
        className="prompt-char prompt-run"
        data-char={words[from]?.start ?? 0}
        data-state={typed ? 'c' : '.'}
      >
        {text}
      </span>
    );
  },
  // The words array is new on every key; the run is the same while its bounds and its words' text are.
  (a, b) =>
    a.from === b.from &&
    a.to === b.to &&
    a.typed === b.typed &&
    (a.words === b.words || sameWords(a.words, b.words, a.from, a.to)),
);

/** Whether words `[from, to)` are the same objects (core keeps an unchanged word's object). */
function sameWords(a: readonly WordView[], b: readonly WordView[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (a[i]?.chars !== b[i]?.chars) return false;
  return true;
}

/** A typed space shown in place of a letter would be invisible: show a middle dot. */
function visible(char: string): string {
  return char === ' ' ? '·' : char;
}
