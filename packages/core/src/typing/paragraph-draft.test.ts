import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareChapter } from './chapter-text';
import { Driver, testOptions } from './engine-test-helpers';
import type { EngineEffect, EngineState } from './engine-types';
import { decodeDraft, joinDraft, type ParagraphDraft, resumeDraft } from './paragraph-draft';
import {
  DRAFT_CHUNK_KEYS,
  type DraftBody,
  draftParts,
  encodeDraft,
  extendDraft,
} from './paragraph-draft-writer';
import { resumeSession } from './session';
import { transition } from './transition';
import { typedToArray } from './typed-buffer';

const place = { bookId: 'b', chapterId: '001' };
const TEXTS = ['The cat sat.', 'A long second paragraph with several words in it.', 'End.'];

/** The draft a shell would store for `state`, kept key by key as the shell keeps it. */
function keptDraft(states: EngineState[]): string | null {
  let body = null;
  for (const state of states) body = extendDraft(body, state);
  return body === null ? null : encodeDraft(body, place);
}

/** Drives keys, recording every state. */
function typeAll(driver: Driver, keys: readonly string[], states: EngineState[]): void {
  for (const key of keys) {
    driver.key(key);
    states.push(driver.state);
  }
}

const saved = (effects: readonly EngineEffect[]) =>
  effects.filter((e): e is Extract<EngineEffect, { type: 'paragraphSaved' }> => e.type === 'paragraphSaved');

describe('paragraph drafts', () => {
  it('resumes mid-paragraph with the text, the typos and the stats of an uninterrupted run', () => {
    const chapter = prepareChapter(TEXTS);
    const first = new Driver(resumeSession(chapter, testOptions(), []), 1000, 180);
    first.type('The cat sat.\nA lonf');
    const states: EngineState[] = [];
    typeAll(first, ['Backspace', 'g', ' ', 's', 'x'], states);
    const stored = keptDraft([first.state]);
    expect(stored).not.toBeNull();

    // The chapter reopens with the first paragraph saved.
    const savedFirst = saved(first.effects)[0]?.stats;
    const reopened = resumeSession(chapter, testOptions(), [savedFirst]);
    const draft = decodeDraft(stored) as ParagraphDraft;
    const resumed = resumeDraft(reopened, draft);
    expect(resumed.kind).toBe('resumed');
    if (resumed.kind !== 'resumed') return;
    expect(resumed.state.paragraph).toBe(1);
    expect(resumed.state.position).toBe(first.state.position);
    expect(typedToArray(resumed.state.buffer)).toEqual(typedToArray(first.state.buffer));
    expect(resumed.state.status).toBe('paused');

    // Finishing after ten minutes away equals finishing after the same wait without closing.
    const rest = 'econd paragraph with several words in it.\n';
    const uninterrupted = new Driver(first.state, first.now + 600_000, 180).type(rest);
    const continued = new Driver(resumed.state, first.now + 600_000, 180).type(rest);
    const a = saved(uninterrupted.effects)[0];
    const b = saved(continued.effects)[0];
    expect(b).toEqual(a);
  });

  it('property: any cut of a paragraph resumes to the same stats and missed words', () => {
    const keyArb = fc.constantFrom('a', 'b', ' ', 'Backspace', 'x');
    fc.assert(
      fc.property(
        fc.array(keyArb, { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 80, maxLength: 80 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 100_000 }),
        (keys, gaps, cutAt, away) => {
          const chapter = prepareChapter(['ab ab', 'ab ba ab ab']);
          const start = new Driver(resumeSession(chapter, testOptions(), []), 1000, 0);
          start.type('ab ab\n');
          const before = saved(start.effects)[0]?.stats;
          const cut = Math.min(cutAt, keys.length);
          const head = new Driver(start.state, start.now, 0);
          let i = 0;
          const states: EngineState[] = [];
          for (const key of keys.slice(0, cut)) {
            head.now += gaps[i++] ?? 100;
            // Backspace at the paragraph start goes back into the finished one: not a draft's case.
            if (key === 'Backspace' && head.state.position === 0) continue;
            head.send({ type: 'key', key, timeStamp: head.now });
            states.push(head.state);
          }
          const stored = keptDraft(states.length > 0 ? states : [head.state]);
          const draft = decodeDraft(stored);
          const tail = keys.slice(cut);
          const finish = (driver: Driver) => {
            driver.now += away;
            let j = i;
            for (const key of tail) {
              driver.now += gaps[j++] ?? 100;
              if (key === 'Backspace' && driver.state.position === 0) continue;
              driver.send({ type: 'key', key, timeStamp: driver.now });
            }
            // Finish: type whatever is left, then Enter.
            const left = 11 - driver.state.position;
            for (let k = 0; k < left; k++) driver.key('a');
            driver.key('Enter');
            return saved(driver.effects);
          };
          const straight = finish(new Driver(head.state, head.now, 100));
          const reopened = resumeSession(chapter, testOptions(), [before]);
          if (draft === null) {
            // No keys in the attempt: nothing to resume, the paragraph starts fresh either way.
            expect(head.state.log.length).toBe(head.state.attemptStart);
            return;
          }
          const resumed = resumeDraft(reopened, draft);
          if (resumed.kind !== 'resumed') throw new Error(resumed.kind);
          expect(finish(new Driver(resumed.state, head.now, 100))).toEqual(straight);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps no draft once the paragraph is saved, restarted or left for reading', () => {
    const chapter = prepareChapter(TEXTS);
    const driver = new Driver(resumeSession(chapter, testOptions(), []));
    expect(extendDraft(null, driver.state)).toBeNull();
    driver.type('The');
    expect(extendDraft(null, driver.state)).not.toBeNull();
    driver.key('Escape');
    expect(extendDraft(null, driver.state)).toBeNull();
    driver.type('The cat sat.');
    expect(extendDraft(null, driver.state)).not.toBeNull();
    driver.key('Enter');
    expect(extendDraft(null, driver.state)).toBeNull();
    driver.type('A l');
    driver.wait(100).send({ type: 'toggleMode', timeStamp: driver.now });
    expect(extendDraft(null, driver.state)).toBeNull();
  });

  it('extends the same body key by key and rebuilds it for a new attempt', () => {
    const driver = new Driver(resumeSession(prepareChapter(TEXTS), testOptions(), []));
    driver.type('Th');
    const one = extendDraft(null, driver.state);
    driver.type('e c');
    const two = extendDraft(one, driver.state);
    expect(two?.count).toBe(5);
    expect(two?.chunks[0]?.startsWith(one?.chunks[0] ?? '-')).toBe(true);
    expect(two).toEqual(extendDraft(null, driver.state));
  });

  it('keeps a long attempt in sealed chunks, and a write carries only the head and the chunks that changed', () => {
    const long = Array.from({ length: 200 }, (_, i) => `word${i % 10}`).join(' ');
    const driver = new Driver(resumeSession(prepareChapter([long, 'End.']), testOptions(), []));
    // Stored as a key-value store would hold it: the head and each chunk under its own key.
    const stored = new Map<number, string>();
    let head = '';
    let body: DraftBody | null = null;
    let written: DraftBody | null = null;
    const carried: number[] = [];
    for (const word of long.split(' ').slice(0, 150)) {
      driver.type(`${word} `);
      body = extendDraft(body, driver.state);
      if (body === null) throw new Error('no draft kept');
      const parts = draftParts(body, place, written);
      head = parts.head;
      for (const chunk of parts.chunks) stored.set(chunk.index, chunk.tokens);
      carried.push(parts.chunks.length);
      written = body;
    }
    const keys = (body as DraftBody).count;
    expect(keys).toBeGreaterThan(2 * DRAFT_CHUNK_KEYS);
    expect((body as DraftBody).chunks).toHaveLength(Math.ceil(keys / DRAFT_CHUNK_KEYS));
    // A word end writes the open chunk, and the one it just sealed at most.
    expect(Math.max(...carried)).toBeLessThanOrEqual(2);
    const n = (JSON.parse(head) as { n: number }).n;
    const joined = joinDraft(
      head,
      Array.from({ length: n }, (_, i) => stored.get(i) ?? ''),
    );
    expect(joined).toBe(encodeDraft(body as DraftBody, place));
    const draft = decodeDraft(joined) as ParagraphDraft;
    expect(draft.keys).toHaveLength(keys);
    const resumed = resumeDraft(resumeSession(prepareChapter([long, 'End.']), testOptions(), []), draft);
    expect(resumed.kind === 'resumed' && resumed.state.position).toBe(driver.state.position);
  });

  it('discards a draft whose paragraph text changed, and a stale one quietly', () => {
    const driver = new Driver(resumeSession(prepareChapter(TEXTS), testOptions(), []));
    driver.type('The ca');
    const draft = decodeDraft(keptDraft([driver.state])) as ParagraphDraft;
    const edited = prepareChapter(['The dog sat.', ...TEXTS.slice(1)]);
    expect(resumeDraft(resumeSession(edited, testOptions(), []), draft).kind).toBe('changed');
    const shorter = prepareChapter([]);
    expect(resumeDraft(resumeSession(shorter, testOptions(), []), draft).kind).toBe('changed');
    // The paragraph was finished in another tab: the session stands past it.
    const done = { type: 'read' as const, timestamp: 1, length: 12 };
    expect(resumeDraft(resumeSession(prepareChapter(TEXTS), testOptions(), [done]), draft).kind).toBe(
      'stale',
    );
  });

  it('rejects damaged or foreign drafts', () => {
    expect(decodeDraft(null)).toBeNull();
    expect(decodeDraft('{')).toBeNull();
    expect(decodeDraft('{"v":2}')).toBeNull();
    expect(
      decodeDraft('{"v":1,"book":"b","chapter":"001","p":0,"text":"x","lead":null,"t0":0,"keys":[]}'),
    ).toBeNull();
    expect(
      decodeDraft(
        '{"v":1,"book":"b","chapter":"001","p":0,"text":"x","lead":null,"t0":0,"keys":[[1,"ab",1]]}',
      ),
    ).toBeNull();
    const driver = new Driver(resumeSession(prepareChapter(TEXTS), testOptions(), []));
    driver.type('T');
    const draft = decodeDraft(keptDraft([driver.state])) as ParagraphDraft;
    // A Backspace of more than is typed cannot come from this text.
    const bad = { ...draft, keys: [...draft.keys, { t: 5000, count: 3 }] };
    expect(resumeDraft(resumeSession(prepareChapter(TEXTS), testOptions(), []), bad).kind).toBe('changed');
  });

  it('a resumed session continues through the engine like a live one', () => {
    const chapter = prepareChapter(TEXTS);
    const driver = new Driver(resumeSession(chapter, testOptions(), []));
    driver.type('The c');
    const draft = decodeDraft(keptDraft([driver.state])) as ParagraphDraft;
    const resumed = resumeDraft(resumeSession(chapter, testOptions(), []), draft);
    if (resumed.kind !== 'resumed') throw new Error(resumed.kind);
    const next = transition(resumed.state, { type: 'key', key: 'a', timeStamp: driver.now + 100 });
    expect(next.state.position).toBe(6);
    expect(next.effects.map((e) => e.type)).toContain('resumed');
  });
});
