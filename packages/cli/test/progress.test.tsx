import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { createPlainReporter } from '../src/progress/plain-reporter';
import {
  estimateRemainingMs,
  formatDuration,
  initialProgress,
  type ProgressEvent,
  progressCounts,
  progressReducer,
} from '../src/progress/progress-state';
import { ProgressView } from '../src/render/progress-view';

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes from frames
const unstyled = (frame: string | undefined) => (frame ?? '').replace(/\u001b\[[0-9;]*m/g, '');

const events: ProgressEvent[] = [
  {
    type: 'queued',
    at: 0,
    items: [
      { key: '/a.epub', label: 'a.epub' },
      { key: '/b.epub', label: 'b.epub' },
      { key: '/c.epub', label: 'c.epub' },
      { key: '/d.epub', label: 'd.epub' },
    ],
  },
  { type: 'started', key: '/a.epub', at: 0 },
  { type: 'started', key: '/b.epub', at: 0 },
  { type: 'finished', key: '/a.epub', status: 'ok', detail: 'author--a', at: 2000 },
  { type: 'started', key: '/c.epub', at: 2000 },
  {
    type: 'finished',
    key: '/b.epub',
    status: 'failed',
    detail: "The file you're trying to upload is not a valid EPUB and cannot be loaded.",
    at: 3000,
  },
  { type: 'tick', at: 4000 },
];

const state = events.reduce(progressReducer, initialProgress('Building the catalogue', 0));

describe('progress state', () => {
  it('counts statuses and estimates the rest from throughput', () => {
    expect(progressCounts(state)).toEqual({ total: 4, done: 2, ok: 1, skipped: 0, failed: 1, running: 1 });
    // 2 done in 4 s → 2 s each → 2 left ≈ 4 s.
    expect(estimateRemainingMs(state)).toBe(4000);
    expect(formatDuration(65_000)).toBe('1m 05s');
    expect(estimateRemainingMs(initialProgress('x', 0))).toBeNull();
  });
});

describe('ETA', () => {
  it('counts books one each until a tenth of the weight is done, then weighs them by size', () => {
    const early: ProgressEvent[] = [
      {
        type: 'queued',
        at: 0,
        items: [
          { key: 'tiny', label: 'tiny', weight: 1 },
          { key: 'a', label: 'a', weight: 1000 },
          { key: 'b', label: 'b', weight: 1000 },
        ],
      },
      { type: 'started', key: 'tiny', at: 0 },
      { type: 'finished', key: 'tiny', status: 'ok', detail: null, at: 1000 },
    ];
    expect(estimateRemainingMs(early.reduce(progressReducer, initialProgress('x', 0)))).toBe(2000);
  });

  it('weighs books by size and leaves unchanged books out', () => {
    const weighted: ProgressEvent[] = [
      {
        type: 'queued',
        at: 0,
        items: [
          { key: 'small', label: 'small', weight: 100 },
          { key: 'big', label: 'big', weight: 300 },
          { key: 'same', label: 'same', weight: 5000 },
        ],
      },
      { type: 'finished', key: 'same', status: 'skipped', detail: null, at: 0 },
      { type: 'started', key: 'small', at: 0 },
      { type: 'finished', key: 'small', status: 'ok', detail: null, at: 1000 },
    ];
    // 100 bytes took 1 s, so the 300 left take 3 s.
    expect(estimateRemainingMs(weighted.reduce(progressReducer, initialProgress('x', 0)))).toBe(3000);
  });
});

describe('ProgressView', () => {
  it('shows counts, the bar, the ETA and the running and failed books', () => {
    const { lastFrame } = render(<ProgressView state={state} />);
    expect(unstyled(lastFrame())).toMatchInlineSnapshot(`
      "Building the catalogue  2/4  ✓ 1  ✗ 1  ETA 4s
      ███████████████░░░░░░░░░░░░░░░  50%
        ✓ a.epub  author--a
        ✗ b.epub  The file you're trying to upload is not a valid EPUB and cannot be loaded.
        › c.epub"
    `);
  });

  it('says how long it took once everything is done', () => {
    const more: ProgressEvent[] = [
      { type: 'finished', key: '/c.epub', status: 'skipped', detail: null, at: 5000 },
      { type: 'started', key: '/d.epub', at: 5000 },
      { type: 'finished', key: '/d.epub', status: 'ok', detail: 'author--d', at: 6000 },
    ];
    const done = [...events, ...more].reduce(progressReducer, initialProgress('Building the catalogue', 0));
    const { lastFrame } = render(<ProgressView state={done} />);
    expect(unstyled(lastFrame())).toMatchInlineSnapshot(`
      "Building the catalogue  4/4  ✓ 2  = 1  ✗ 1  done in 6s
      ██████████████████████████████ 100%
        ✓ a.epub  author--a
        ✗ b.epub  The file you're trying to upload is not a valid EPUB and cannot be loaded.
        = c.epub
        ✓ d.epub  author--d"
    `);
  });
});

describe('plain reporter', () => {
  it('prints one line per finished book with its position', () => {
    const lines: string[] = [];
    const sink = createPlainReporter('Checking', (line) => lines.push(line), 0);
    events.forEach(sink);
    expect(lines).toEqual([
      'Checking: 4 item(s)',
      '[1/4] ok       a.epub  author--a',
      "[2/4] FAILED   b.epub  The file you're trying to upload is not a valid EPUB and cannot be loaded.",
    ]);
  });
});
