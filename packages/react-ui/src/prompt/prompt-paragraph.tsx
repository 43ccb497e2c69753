import { memo, useMemo } from 'react';
import { isWordIncorrect, splitWords, UNTYPED, type WordSpan } from './char-states';
import type { TypoDisplay } from './prompt-look';

export interface PromptParagraphProps {
  /** Index within the chapter; used for ids and data attributes. */
  index: number;
  text: string;
  /** One state code per character plus the newline marker (see char-states). */
  states: string;
  /** What was typed at each position so far (for the replace and other typo displays). */
  typed: string;
  /** 'typed' and 'read' paragraphs are finished; the current one is 'active'. */
  status: 'unread' | 'active' | 'typed' | 'read';
  showTypos: TypoDisplay;
  highlightIncorrectWords: boolean;
  newlineIndicator: boolean;
}

/**
 * One paragraph of the prompt. Memoised, and built of memoised words, so a
 * keypress re-renders only the word being typed: the states string of every
 * other word is unchanged and compares equal.
 */
export const PromptParagraph = memo(function PromptParagraph(props: PromptParagraphProps) {
  const { index, text, states, typed, status, showTypos, highlightIncorrectWords, newlineIndicator } = props;
  const words = useMemo(() => splitWords(text), [text]);
  const end = text.length;
  const markerState = states[end] ?? UNTYPED;
  return (
    <p className="prompt-paragraph" data-paragraph={index} data-status={status}>
      {words.map((span) => (
        <PromptWord
          key={span.start}
          text={text.slice(span.start, span.end)}
          start={span.start}
          states={states.slice(span.start, span.end)}
          typed={typed.slice(span.start, span.end)}
          incorrect={highlightIncorrectWords && isWordIncorrect(states, text, span as WordSpan)}
          showTypos={showTypos}
        />
      ))}
      <span className="prompt-char prompt-newline" data-char={end} data-state={markerState}>
        {newlineIndicator ? '↵' : ' '}
      </span>
    </p>
  );
});

interface PromptWordProps {
  text: string;
  start: number;
  states: string;
  typed: string;
  incorrect: boolean;
  showTypos: TypoDisplay;
}

const PromptWord = memo(function PromptWord({
  text,
  start,
  states,
  typed,
  incorrect,
  showTypos,
}: PromptWordProps) {
  const chars = Array.from({ length: text.length }, (_, i) => {
    const state = states[i] ?? UNTYPED;
    const expected = text[i]!;
    const got = typed[i];
    const wrong = state === 'x';
    const shown = wrong && showTypos === 'replace' && got !== undefined ? visible(got) : expected;
    return (
      <span
        // biome-ignore lint/suspicious/noArrayIndexKey: a character's position in the text is its identity
        key={i}
        className="prompt-char"
        data-char={start + i}
        data-state={state}
        data-typo={wrong && showTypos === 'other' && got !== undefined ? visible(got) : undefined}
      >
        {shown}
      </span>
    );
  });
  return (
    <span className="prompt-word" data-incorrect={incorrect || undefined}>
      {chars}
    </span>
  );
});

/** A typed space shown in place of a letter would be invisible: show a middle dot. */
function visible(char: string): string {
  return char === ' ' ? '·' : char;
}
