import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logToArray } from './append-log';
import { prepareChapter } from './chapter-text';
import { testOptions } from './engine-test-helpers';
import type { EngineState } from './engine-types';
import { paragraphStatsFromLog } from './paragraph-stats';
import { createSession } from './session';
import { transition } from './transition';
import { currentParagraphStats } from './typing-actions';

const keyArb = fc.constantFrom('a', 'b', ' ', '.', 'x', 'Enter', 'Backspace', 'Escape');

/** Keys, each pressed on the newest state or on an earlier one (`from`), as a replay or a test may. */
const stepsArb = fc.array(
  fc.record({
    key: keyArb,
    gap: fc.integer({ min: 0, max: 4000 }),
    from: fc.option(fc.nat(), { nil: null }),
  }),
  { maxLength: 80 },
);

const chapterArb = fc
  .array(fc.stringMatching(/^[ab .]{1,8}$/), { minLength: 1, maxLength: 3 })
  .map((paragraphs) => prepareChapter(paragraphs));

const recomputed = (state: EngineState, paragraph: number, attemptStart: number) =>
  paragraphStatsFromLog(
    logToArray(state.log),
    paragraph,
    attemptStart,
    state.chapter.paragraphs[paragraph]?.chars.length ?? 0,
  );

describe('the paragraph fold carried from key to key', () => {
  it('gives the stats a fold of the whole log gives, on every branch of the states', () => {
    fc.assert(
      fc.property(chapterArb, stepsArb, (chapter, steps) => {
        const states = [createSession(chapter, testOptions())];
        let t = 1000;
        for (const { key, gap, from } of steps) {
          const before = from === null ? states.at(-1)! : states[from % states.length]!;
          t += gap;
          const { state, effects } = transition(before, { type: 'key', key, timeStamp: t });
          for (const effect of effects) {
            if (effect.type !== 'paragraphSaved' || effect.stats.type !== 'typed') continue;
            expect(effect.stats).toEqual(recomputed(state, before.paragraph, before.attemptStart));
          }
          if (state.paragraph < chapter.paragraphs.length)
            expect(currentParagraphStats(state)).toEqual(
              recomputed(state, state.paragraph, state.attemptStart),
            );
          states.push(state);
        }
      }),
      { numRuns: 300 },
    );
  });
});
