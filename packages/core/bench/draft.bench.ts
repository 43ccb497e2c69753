/**
 * Paragraph drafts: what keeping one adds to typing. Per key: the engine's
 * transition plus extending the draft body at every key (the shell extends it
 * only when it writes, so this is the worst case); target p99 ≤ 1 ms. Per
 * word end: extending the body and encoding what is written (the head and the
 * chunks that changed, `draftParts`), on paragraphs of 500, 4,000 and 40,000
 * characters; target ≤ 1 ms whatever the length. Before drafts were kept in
 * chunks, the whole draft was encoded at each word end: 16.6 ms p99 at 40,000
 * characters. And what reopening costs:
 * decoding a 4,000-character paragraph's draft and replaying it.
 */
import {
  acceptedAlternatives,
  createSession,
  type DraftBody,
  decodeDraft,
  draftParts,
  type EngineEvent,
  type EngineOptions,
  type EngineState,
  encodeDraft,
  extendDraft,
  prepareChapter,
  resumeDraft,
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
  dailyGoal: null,
};
const place = { bookId: 'bench', chapterId: '000' };
const WORDS = 'the quiet river ran past old stone walls where children played until evening came'.split(' ');

function paragraph(length: number): string {
  let seed = length;
  let text = '';
  while (text.length < length) {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    text += `${text ? ' ' : ''}${WORDS[seed % WORDS.length]}`;
  }
  return text.slice(0, length);
}

/** Keys typing all but the last character of the paragraph, with a typo fixed every 30 keys. */
function keys(text: string): EngineEvent[] {
  const out: EngineEvent[] = [];
  let t = 1_700_000_000_000;
  const press = (key: string) => {
    t += 150;
    out.push({ type: 'key', key, timeStamp: t });
  };
  [...text.slice(0, -1)].forEach((char, i) => {
    if (i % 30 === 29) {
      press('#');
      press('Backspace');
    }
    press(char);
  });
  return out;
}

function run(length: number) {
  const text = paragraph(length);
  const chapter = prepareChapter([text]);
  const events = keys(text);
  const perKey: number[] = [];
  const perWord: number[] = [];
  let writtenChars = 0;
  let writes = 0;
  let last: DraftBody | null = null;
  for (let round = 0; round < 4; round++) {
    let state: EngineState = createSession(chapter, options);
    let body: DraftBody | null = null;
    let written: DraftBody | null = null;
    let stored: DraftBody | null = null;
    for (const event of events) {
      const start = performance.now();
      state = transition(state, event).state;
      body = extendDraft(body, state);
      const keyMs = performance.now() - start;
      if (round > 0) perKey.push(keyMs);
      if (event.type === 'key' && event.key === ' ') {
        const wordStart = performance.now();
        written = extendDraft(written, state);
        let chars = 0;
        if (written) {
          const parts = draftParts(written, place, stored);
          chars = parts.head.length + parts.chunks.reduce((sum, chunk) => sum + chunk.tokens.length, 0);
          stored = written;
        }
        if (round > 0) {
          perWord.push(performance.now() - wordStart);
          writtenChars += chars;
          writes += 1;
        }
      }
    }
    last = written;
  }
  const key = summarise(`key + draft, ${length.toLocaleString('en')}-char paragraph`, perKey);
  const word = summarise(`word end, ${length.toLocaleString('en')}-char paragraph`, perWord);
  const encoded = last === null ? '' : encodeDraft(last, place);
  return { key, word, chapter, encoded, writtenKb: writtenChars / writes / 1024 };
}

const rows = [500, 4000, 40_000].map((length) => ({ length, ...run(length) }));
printTable(
  'Drafts while typing (ms; targets: key p99 ≤ 1 ms, word end ≤ 1 ms)',
  rows.flatMap(({ key, word, encoded, writtenKb }) => [
    { benchmark: key.name, 'median ms': key.median, 'p99 ms': key.p99 },
    {
      benchmark: word.name,
      'median ms': word.median,
      'p99 ms': word.p99,
      'written KB': Number(writtenKb.toFixed(2)),
      'stored KB': Math.round(encoded.length / 1024),
    },
  ]),
);

const { chapter, encoded } = rows[1] as (typeof rows)[number];
const reopen: number[] = [];
for (let i = 0; i < 60; i++) {
  const start = performance.now();
  const draft = decodeDraft(encoded);
  if (draft === null) throw new Error('draft not decoded');
  if (resumeDraft(createSession(chapter, options), draft).kind !== 'resumed') throw new Error('not resumed');
  if (i >= 10) reopen.push(performance.now() - start);
}
const open = summarise('decode and replay a 4,000-char draft', reopen);
printTable('Reopening (ms per chapter open)', [
  { benchmark: open.name, 'median ms': open.median, 'p95 ms': open.p95 },
]);
