import { memo, useMemo } from 'react';
import { isWordIncorrect, splitWords, UNTYPED } from './char-states';
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
 * One paragraph of the prompt. Memoised, and built of memoised words (each a
 * fragment of character spans), so a keypress re-renders only the word being
 * typed: the states string of every other word is unchanged and compares equal.
 */
export const PromptParagraph = memo(function PromptParagraph(props: PromptParagraphProps) {
  const { index, text, states, typed, status, showTypos, highlightIncorrectWords, newlineIndicator } = props;
  const runs = useMemo(() => wordRuns(text), [text]);
  const end = text.length;
  const markerState = states[end] ?? UNTYPED;
  const reached = states.length;
  return (
    <p className="prompt-paragraph" data-paragraph={index} data-status={status}>
      {runs.map((run) => {
        // Runs the caret has not reached get constant props, so their memo always holds.
        const touched = run.start < reached;
        return (
          <WordRun
            key={run.start}
            run={run}
            states={touched ? states.slice(run.start, run.end) : ''}
            typed={touched ? typed.slice(run.start, run.end) : ''}
            showTypos={showTypos}
            highlightIncorrectWords={highlightIncorrectWords}
          />
        );
      })}
      <span className="prompt-char prompt-newline" data-char={end} data-state={markerState}>
        {newlineIndicator ? '↵' : ' '}
      </span>
    </p>
  );
});

/** Words per run: a keypress re-renders one run of this many words, not the whole paragraph's. */
const RUN_WORDS = 12;

interface Run {
  start: number;
  end: number;
  words: { start: number; end: number; text: string }[];
}

function wordRuns(text: string): Run[] {
  const words = splitWords(text).map((span) => ({ ...span, text: text.slice(span.start, span.end) }));
  const runs: Run[] = [];
  for (let i = 0; i < words.length; i += RUN_WORDS) {
    const group = words.slice(i, i + RUN_WORDS);
    runs.push({ start: group[0]!.start, end: group[group.length - 1]!.end, words: group });
  }
  return runs;
}

interface WordRunProps {
  run: Run;
  /** The run's slice of the paragraph's states and typed text (indexes relative to the run). */
  states: string;
  typed: string;
  showTypos: TypoDisplay;
  highlightIncorrectWords: boolean;
}

const WordRun = memo(function WordRun({
  run,
  states,
  typed,
  showTypos,
  highlightIncorrectWords,
}: WordRunProps) {
  const reached = run.start + states.length;
  return (
    <>
      {run.words.map((word) => {
        const touched = word.start < reached;
        const from = word.start - run.start;
        const to = word.end - run.start;
        return (
          <PromptWord
            key={word.start}
            text={word.text}
            start={word.start}
            states={touched ? states.slice(from, to) : ''}
            typed={touched ? typed.slice(from, to) : ''}
            highlightIncorrect={highlightIncorrectWords}
            showTypos={showTypos}
          />
        );
      })}
    </>
  );
});

interface PromptWordProps {
  text: string;
  start: number;
  states: string;
  typed: string;
  highlightIncorrect: boolean;
  showTypos: TypoDisplay;
}

const PromptWord = memo(function PromptWord({
  text,
  start,
  states,
  typed,
  highlightIncorrect,
  showTypos,
}: PromptWordProps) {
  const incorrect = highlightIncorrect && isWordIncorrect(states, text);
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
