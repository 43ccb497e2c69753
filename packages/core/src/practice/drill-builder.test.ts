import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logToArray } from '../typing/append-log';
import { prepareChapter } from '../typing/chapter-text';
import { Driver, session } from '../typing/engine-test-helpers';
import {
  buildDrill,
  drillCandidates,
  PAIR_MIN_SAMPLES,
  pairWeight,
  RECENCY_FLOOR,
  RECENCY_HALF_LIFE_MS,
  recencyFactor,
  WORD_REPEATS,
  wordWeight,
} from './drill-builder';
import { type MistakeJournal, noteParagraph, paragraphMistakes } from './mistake-journal';
import { drillResults, itemTrend, practiceOutcome, recordDrill } from './practice-history';

const NOW = 1_800_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

const wordArb = fc.stringMatching(/^[a-zé]{1,8}$/);
const journalArb: fc.Arbitrary<MistakeJournal> = fc.record({
  words: fc.dictionary(
    wordArb,
    fc.record({
      count: fc.integer({ min: 1, max: 50 }),
      last: fc.integer({ min: NOW - 400 * DAY, max: NOW }),
    }),
    { maxKeys: 30 },
  ),
  pairs: fc.dictionary(
    fc.stringMatching(/^[a-z]{2}$/),
    fc.record({
      ms: fc.double({ min: 20, max: 900, noNaN: true }),
      count: fc.integer({ min: 1, max: 200 }),
      last: fc.integer({ min: NOW - 400 * DAY, max: NOW }),
    }),
    { maxKeys: 30 },
  ),
});

describe('drill builder', () => {
  it('property: drills only words the typist missed (and pairs in them), deterministic for a seed', () => {
    fc.assert(
      fc.property(journalArb, fc.integer(), (journal, seed) => {
        const drill = buildDrill(journal, { now: NOW, seed });
        expect(buildDrill(journal, { now: NOW, seed })).toEqual(drill);
        const chars = [...drill.text];
        for (const part of drill.parts) {
          if (part.kind === 'word') expect(journal.words[part.item]).toBeDefined();
          else expect(journal.pairs[part.item]?.count ?? 0).toBeGreaterThanOrEqual(PAIR_MIN_SAMPLES);
          for (const span of part.spans) {
            const word = chars.slice(span.start, span.end).join('');
            // A pair is drilled inside a missed word, or alone when no missed word holds it.
            if (part.kind === 'word') expect(word).toBe(part.item);
            else
              expect(
                word === part.item || (journal.words[word] !== undefined && word.includes(part.item)),
              ).toBe(true);
          }
        }
        // Every word of the text belongs to a drilled item.
        const covered = drill.parts.reduce((sum, part) => sum + part.spans.length, 0);
        expect(covered).toBe(drill.text === '' ? 0 : drill.text.split(' ').length);
      }),
    );
  });

  it('property: weights follow the documented formulas', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 1000 * DAY }),
        fc.integer({ min: 0, max: 1000 * DAY }),
        (count, ageA, ageB) => {
          const recent = { count, last: NOW - Math.min(ageA, ageB) };
          const old = { count, last: NOW - Math.max(ageA, ageB) };
          expect(wordWeight(recent, NOW)).toBeGreaterThanOrEqual(wordWeight(old, NOW));
          expect(wordWeight({ count: count + 1, last: old.last }, NOW)).toBeGreaterThan(wordWeight(old, NOW));
          const factor = recencyFactor(old.last, NOW);
          expect(factor).toBeGreaterThanOrEqual(RECENCY_FLOOR);
          expect(factor).toBeLessThanOrEqual(1);
          expect(wordWeight(old, NOW)).toBeCloseTo(count * factor, 9);
        },
      ),
    );
    expect(recencyFactor(NOW, NOW)).toBe(1);
    expect(recencyFactor(NOW - RECENCY_HALF_LIFE_MS, NOW)).toBeCloseTo(
      RECENCY_FLOOR + (1 - RECENCY_FLOOR) / 2,
      12,
    );
    // Pairs: only those slower than the mean, with enough samples.
    expect(pairWeight({ ms: 300, count: 4, last: NOW }, 150, NOW)).toBe(0);
    expect(pairWeight({ ms: 100, count: 40, last: NOW }, 150, NOW)).toBe(0);
    expect(pairWeight({ ms: 300, count: 7, last: NOW }, 150, NOW)).toBeCloseTo(1 * 3, 12);
  });

  it('property: heavier words are drawn more often', () => {
    const journal: MistakeJournal = {
      words: { heavy: { count: 20, last: NOW }, light: { count: 1, last: NOW - 300 * DAY } },
      pairs: {},
    };
    let heavy = 0;
    for (let seed = 0; seed < 400; seed++) {
      const [first] = buildDrill(journal, { now: NOW, seed, words: 1 }).parts;
      if (first?.item === 'heavy') heavy++;
    }
    // Probability 20 / (20 + 0.25…): nearly always.
    expect(heavy).toBeGreaterThan(380);
  });

  it('drills just the given words from the results screen, leaving out any never missed', () => {
    const journal: MistakeJournal = {
      words: {
        river: { count: 1, last: NOW },
        stone: { count: 3, last: NOW },
        other: { count: 9, last: NOW },
      },
      pairs: {},
    };
    const drill = buildDrill(journal, { now: NOW, seed: 1, only: ['river', 'stone', 'ghost'] });
    expect(drill.parts.map((p) => p.item).sort()).toEqual(['river', 'stone']);
    expect(drill.text.split(' ')).toHaveLength(2 * WORD_REPEATS);
  });

  it('an empty journal gives nothing to practise', () => {
    expect(buildDrill({ words: {}, pairs: {} }, { now: NOW, seed: 3 })).toEqual({ text: '', parts: [] });
    expect(drillCandidates({ words: {}, pairs: {} }, NOW)).toEqual([]);
  });
});

describe('mistake journal and practice history', () => {
  it('notes the missed words and letter-pair times of a typed paragraph', () => {
    const driver = new Driver(session(['the cat']), 1000, 100);
    driver.type('thx').key('Backspace');
    driver.type('e cat\n');
    const log = logToArray(driver.state.log);
    const mistakes = paragraphMistakes([...'the cat'], log, 0, 0, log.length);
    expect(mistakes.missed).toEqual(['the']);
    // 'th' and 'ca', 'at' typed right back to back; 'he' follows a Backspace.
    expect(mistakes.pairs).toEqual({
      th: { total: 100, count: 1 },
      ca: { total: 100, count: 1 },
      at: { total: 100, count: 1 },
    });
    const journal = noteParagraph(noteParagraph({ words: {}, pairs: {} }, mistakes, 5), mistakes, 9);
    expect(journal.words.the).toEqual({ count: 2, last: 9 });
    expect(journal.pairs.th).toEqual({ ms: 100, count: 2, last: 9 });
  });

  it('times each drilled item and keeps its trend', () => {
    const journal: MistakeJournal = { words: { ab: { count: 2, last: NOW } }, pairs: {} };
    const drill = buildDrill(journal, { now: NOW, seed: 5 });
    expect(drill.text).toBe('ab ab');
    const driver = new Driver(session([drill.text]), 1000, 200);
    driver.type('ax').key('Backspace');
    driver.type('b ab\n');
    const log = logToArray(driver.state.log);
    const results = drillResults(drill, log, 0, log.length, NOW);
    // 5 character keys in the words (a, x, b, a, b): the first costs the 500 ms penalty, the rest 200 each.
    expect(results['word:ab']).toEqual({ t: NOW, msPerChar: (500 + 4 * 200) / 5, errors: 1 });
    const history = recordDrill(recordDrill({}, results), {
      'word:ab': { t: NOW + 1, msPerChar: 130, errors: 0 },
    });
    expect(itemTrend(history['word:ab'] ?? [])).toEqual({ first: 260, latest: 130, change: -50 });
  });

  it('property: a drill result never changes book progress, and reaches the goal only when asked', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string(),
          fc.record({ t: fc.integer(), msPerChar: fc.double({ noNaN: true }), errors: fc.nat() }),
        ),
        fc.nat(),
        fc.boolean(),
        (results, time, counts) => {
          const records = { books: { b: { progress: 0.5 } }, days: { '2026-11-28': { time: 60_000 } } };
          const before = structuredClone(records);
          const outcome = practiceOutcome({}, results, time, counts);
          expect(Object.keys(outcome).sort()).toEqual(['goalTimeMs', 'history']);
          expect(outcome.goalTimeMs).toBe(counts ? time : 0);
          expect(records).toEqual(before);
        },
      ),
    );
  });

  it('uses the chapter text, not the drill, when noting mistakes', () => {
    const chapter = prepareChapter(['ab']);
    expect(chapter.paragraphs[0]?.chars).toEqual(['a', 'b']);
  });
});
