/**
 * A key and a paste into a word, against the word's length: the engine's
 * transition and the prompt's view (what the screen redraws) per input. The
 * target is flat: a key or a 1,000-character paste into a 100,000-character
 * word costs what it costs in a short one.
 */
import {
  acceptedAlternatives,
  createSession,
  type EngineOptions,
  type EngineState,
  type PromptView,
  prepareChapter,
  promptView,
  transition,
} from '@typeshelf/core/typing';
import { printTable, summarise } from '@typeshelf/fixtures';

const options: EngineOptions = {
  backspaceWholeWord: false,
  markAsRead: true,
  quickRestart: 'esc',
  autoPauseDelay: 5000,
  alternatives: acceptedAlternatives('en'),
  charset: null,
  dailyGoal: { goalMs: 15 * 60000, doneMs: 0 },
};

/** A session typed halfway into a word of `length` letters, with its view. */
function halfway(length: number): { state: EngineState; view: PromptView; t: number } {
  const chapter = prepareChapter([`go ${'a'.repeat(length)} end.`]);
  let state = createSession(chapter, options);
  let t = 0;
  let view = promptView(state);
  for (const key of `go ${'a'.repeat(Math.floor(length / 2))}`) {
    t += 100;
    state = transition(state, { type: 'key', key, timeStamp: t }).state;
  }
  view = promptView(state, view);
  return { state, view, t };
}

/** Ms for `keys` inputs of `batch` characters each: transitions, then one view per input. */
function cost(length: number, batch: number, inputs: number): number[] {
  let { state, view, t } = halfway(length);
  const samples: number[] = [];
  for (let n = 0; n < inputs; n++) {
    const start = performance.now();
    // Every fourth input is a typo, so the word stays one the screen draws character by character.
    for (let i = 0; i < batch; i++) {
      t += 50;
      state = transition(state, { type: 'key', key: (n + i) % 4 === 0 ? 'b' : 'a', timeStamp: t }).state;
    }
    view = promptView(state, view);
    samples.push(performance.now() - start);
  }
  return samples;
}

const rows = [];
for (const length of [10, 1_000, 10_000, 100_000]) {
  // Warm-up, then measured.
  cost(length, 1, 50);
  const key = summarise(`key, word of ${length}`, cost(length, 1, 400));
  const paste = summarise(`paste, word of ${length}`, cost(length, 1000, 20));
  rows.push({
    'word length': length,
    'key median ms': key.median,
    'key p95 ms': key.p95,
    '1,000-char paste median ms': paste.median,
    'paste p95 ms': paste.p95,
  });
}
printTable(
  'A key and a 1,000-character paste into a word (engine + view; target: flat in word length)',
  rows,
);
