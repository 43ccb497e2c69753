import type { ParagraphView, WordView } from '@typeshelf/core';
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
 * changed, so a keypress redraws the one word being typed.
 */
export const PromptParagraph = memo(function PromptParagraph(props: PromptParagraphProps) {
  const { view, showTypos, highlightIncorrectWords, newlineIndicator } = props;
  return (
    <p className="prompt-paragraph" data-paragraph={view.index} data-status={view.status}>
      {view.words.map((word) => (
        <PromptWord
          key={word.start}
          word={word}
          showTypos={showTypos}
          highlightIncorrect={highlightIncorrectWords}
        />
      ))}
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

/** A typed space shown in place of a letter would be invisible: show a middle dot. */
function visible(char: string): string {
  return char === ' ' ? '·' : char;
}
