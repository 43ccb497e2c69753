/**
 * Typing engine costs: one `transition` per keystroke on chapters of 500,
 * 4,000 and 40,000 characters (target: median ≤ 2 µs, flat across sizes), and
 * the stats of a 4,000-character paragraph (target ≤ 1 ms).
 */
import {
  acceptedAlternatives,
  createSession,
  type EngineEvent,
  type EngineOptions,
  type EngineState,
  logToArray,
  paragraphStatsFromLog,
  prepareChapter,
  restoreFromLog,
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

/** A deterministic generator so every run types the same text. */
function lcg(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS = 'the of and a to in he was that it his her with as had for she not at but be on you they'.split(
  ' ',
);

function paragraphs(total: number, paragraphLength: number): string[] {
  const rand = lcg(total);
  const out: string[] = [];
  let remaining = total;
  while (remaining > 0) {
    const target = Math.min(remaining, paragraphLength);
    let text = '';
    while (text.length < target) text += `${text ? ' ' : ''}${WORDS[Math.floor(rand() * WORDS.length)]}`;
    text = `${text.slice(0, target - 1)}.`;
    out.push(text);
    remaining -= text.length;
  }
  return out;
}

/** Keys typing the chapter: about 3% typos, each fixed with Backspace. */
function keystrokes(texts: string[]): EngineEvent[] {
  const rand = lcg(7);
  const events: EngineEvent[] = [];
  let t = 0;
  const press = (key: string) => {
    t += 120 + Math.floor(rand() * 120);
    events.push({ type: 'key', key, timeStamp: t });
  };
  for (const text of texts) {
    for (const char of text) {
      if (rand() < 0.03) {
        press('#');
        press('Backspace');
      }
      press(char);
    }
    press('Enter');
  }
  return events;
}

const BATCH = 100;

function perKey(name: string, size: number): Record<string, unknown> {
  const texts = paragraphs(size, 400);
  const chapter = prepareChapter(texts);
  const events = keystrokes(texts);
  const rounds = Math.max(3, Math.ceil(200_000 / events.length));
  const samples: number[] = [];
  for (let round = 0; round < rounds + 1; round++) {
    let state: EngineState = createSession(chapter, options);
    for (let i = 0; i < events.length; i += BATCH) {
      const end = Math.min(events.length, i + BATCH);
      const start = performance.now();
      for (let j = i; j < end; j++) state = transition(state, events[j] as EngineEvent).state;
      const elapsed = performance.now() - start;
      if (round > 0) samples.push((elapsed * 1000) / (end - i));
    }
    if (state.status !== 'done') throw new Error('the chapter was not finished');
  }
  const summary = summarise(name, samples);
  return {
    benchmark: name,
    keys: events.length,
    'median µs/key': summary.median,
    'p95 µs/key': summary.p95,
    'mean µs/key': summary.mean,
  };
}

const rows = [
  perKey('keystroke, 500-char chapter', 500),
  perKey('keystroke, 4,000-char chapter', 4000),
  perKey('keystroke, 40,000-char chapter', 40000),
];
printTable('Typing engine: transition per keystroke (target median ≤ 2 µs, flat)', rows);

// Stats of one 4,000-character paragraph typed with typos and corrections.
const long = paragraphs(4000, 4000);
const chapter = prepareChapter(long);
const events = keystrokes(long).slice(0, -1);
let state: EngineState = createSession(chapter, options);
for (const event of events) state = transition(state, event).state;
const log = logToArray(state.log);
const statsSamples: number[] = [];
for (let i = 0; i < 520; i++) {
  const start = performance.now();
  paragraphStatsFromLog(log, 0, 0, 4000);
  if (i >= 20) statsSamples.push(performance.now() - start);
}
const restoreSamples: number[] = [];
for (let i = 0; i < 60; i++) {
  const start = performance.now();
  restoreFromLog(chapter, options, log);
  if (i >= 10) restoreSamples.push(performance.now() - start);
}
const stats = summarise('stats, 4,000-char paragraph', statsSamples);
const restore = summarise('restore session from log, 4,000 chars', restoreSamples);
printTable('Stats (ms per call; target ≤ 1 ms)', [
  { benchmark: stats.name, entries: log.length, 'median ms': stats.median, 'p95 ms': stats.p95 },
  { benchmark: restore.name, entries: log.length, 'median ms': restore.median, 'p95 ms': restore.p95 },
]);
