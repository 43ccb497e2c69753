import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chapterStats, combineAggregates, paragraphAggregate } from '../stats/aggregate-stats';
import type { TypedParagraphStats } from '../stats/stats-types';
import { logToArray } from './append-log';
import { prepareChapter } from './chapter-text';
import { testOptions } from './engine-test-helpers';
import type { EngineEvent } from './engine-types';
import { accumulate, finishParagraph, paragraphStatsFromLog, startParagraph } from './paragraph-stats';
import { renderPrompt } from './render-prompt';
import { replayEvents, restoreFromLog } from './replay';

const keyArb = fc.record({
  key: fc.constantFrom(
    'a',
    'b',
    ' ',
    '.',
    '#',
    'é',
    'Enter',
    'Backspace',
    'Escape',
    'Tab',
    'ArrowLeft',
    'Shift',
  ),
  ctrlKey: fc.boolean(),
  altKey: fc.boolean(),
  shiftKey: fc.boolean(),
});

const eventArb = (gap: number) =>
  fc.oneof(
    { weight: 12, arbitrary: keyArb.map((k) => ({ type: 'key' as const, ...k, timeStamp: gap })) },
    { weight: 1, arbitrary: fc.constant({ type: 'tick' as const, timeStamp: gap }) },
    { weight: 1, arbitrary: fc.constant({ type: 'toggleMode' as const, timeStamp: gap }) },
    { weight: 1, arbitrary: fc.constant({ type: 'restart' as const, timeStamp: gap }) },
    {
      weight: 1,
      arbitrary: fc
        .record({
          paragraph: fc.nat(3),
          index: fc.nat(8),
          button: fc.constantFrom('primary' as const, 'middle' as const),
        })
        .map((c) => ({ type: 'wordClick' as const, ...c, timeStamp: gap })),
    },
  );

/** Events with increasing timestamps (gaps 0..4000 ms, so some are idle). */
const eventsArb = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 4000 }), eventArb(0)), { maxLength: 120 })
  .map((pairs) => {
    let t = 0;
    return pairs.map(([gap, event]): EngineEvent => {
      t += gap;
      return { ...event, timeStamp: t };
    });
  });

const chapterArb = fc
  .array(fc.stringMatching(/^[ab .é]{1,10}$/), { minLength: 1, maxLength: 4 })
  .map((paragraphs) => prepareChapter(paragraphs));

function typedStats(effects: ReturnType<typeof replayEvents>['effects']): TypedParagraphStats[] {
  return effects.flatMap((e) => (e.type === 'paragraphSaved' && e.stats.type === 'typed' ? [e.stats] : []));
}

describe('engine properties', () => {
  it('replay is deterministic, and the log alone rebuilds the session', () => {
    fc.assert(
      fc.property(chapterArb, eventsArb, fc.boolean(), (chapter, events, wholeWord) => {
        const options = testOptions({ backspaceWholeWord: wholeWord });
        const a = replayEvents(chapter, options, events);
        const b = replayEvents(chapter, options, events);
        expect(b.effects).toEqual(a.effects);
        expect(renderPrompt(b.state)).toBe(renderPrompt(a.state));
        const log = JSON.parse(JSON.stringify(logToArray(a.state.log)));
        const restored = restoreFromLog(chapter, options, log);
        expect(logToArray(restored.log)).toEqual(log);
        expect(restored.paragraph).toBe(a.state.paragraph);
        expect(restored.position).toBe(a.state.position);
        expect(logToArray(restored.done)).toEqual(logToArray(a.state.done));
      }),
    );
  });

  it('the caret stays within the text and stats stay in range', () => {
    fc.assert(
      fc.property(chapterArb, eventsArb, (chapter, events) => {
        const { state, effects } = replayEvents(chapter, testOptions(), events);
        expect(state.paragraph).toBeLessThanOrEqual(chapter.paragraphs.length);
        const length = chapter.paragraphs[state.paragraph]?.chars.length ?? 0;
        expect(state.position).toBeGreaterThanOrEqual(0);
        expect(state.position).toBeLessThanOrEqual(length);
        expect(state.screen).toBeLessThan(Math.max(1, chapter.screens.length));
        for (const stats of typedStats(effects)) {
          expect(stats.acc.value).toBeGreaterThanOrEqual(0);
          expect(stats.acc.value).toBeLessThanOrEqual(100);
          expect(stats.con.value).toBeGreaterThanOrEqual(0);
          expect(stats.con.value).toBeLessThanOrEqual(100);
          expect(stats.wpm.value).toBeLessThanOrEqual(stats.wpm.raw + 1e-9);
          expect(stats.time).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('paragraph stats do not depend on how the log is chunked', () => {
    fc.assert(
      fc.property(chapterArb, eventsArb, fc.array(fc.nat(), { maxLength: 6 }), (chapter, events, cuts) => {
        const { state } = replayEvents(chapter, testOptions(), events);
        const log = logToArray(state.log);
        const paragraph = state.paragraph < chapter.paragraphs.length ? state.paragraph : 0;
        const from = paragraph === state.paragraph ? state.attemptStart : 0;
        const length = chapter.paragraphs[paragraph]?.chars.length ?? 0;
        const whole = paragraphStatsFromLog(log, paragraph, from, length);
        const points = [...new Set(cuts.map((c) => from + (c % (log.length - from + 1))))].sort(
          (x, y) => x - y,
        );
        const acc = startParagraph(paragraph, log[from - 1]);
        let start = from;
        for (const point of [...points, log.length]) {
          accumulate(acc, log.slice(start, point));
          start = point;
        }
        expect(finishParagraph(acc, length)).toEqual(whole);
      }),
    );
  });

  it('aggregates do not depend on grouping', () => {
    fc.assert(
      fc.property(chapterArb, eventsArb, fc.nat(), (chapter, events, cut) => {
        const stats = typedStats(replayEvents(chapter, testOptions(), events).effects);
        const all = combineAggregates(stats.map(paragraphAggregate));
        const k = stats.length === 0 ? 0 : cut % (stats.length + 1);
        const grouped = combineAggregates([
          combineAggregates(stats.slice(0, k).map(paragraphAggregate)),
          combineAggregates(stats.slice(k).map(paragraphAggregate)),
        ]);
        expect(grouped.time).toBe(all.time);
        expect(grouped.wpm.weight).toBe(all.wpm.weight);
        expect(grouped.wpm.value).toBeCloseTo(all.wpm.value, 9);
        expect(grouped.acc.value).toBeCloseTo(all.acc.value, 9);
        expect(grouped.con.value).toBeCloseTo(all.con.value, 9);
        const chapterAll = chapterStats(stats, 1_000_000);
        expect(chapterAll.wpm.value).toBeCloseTo(all.wpm.value, 9);
      }),
    );
  });
});
