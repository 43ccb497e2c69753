import { describe, expect, it } from 'vitest';
import type { ParagraphStats } from '../stats/stats-types';
import { itemAt } from './append-log';
import { Driver, session } from './engine-test-helpers';
import { renderPrompt } from './render-prompt';
import { withStored } from './session';

const typed = (timestamp: number, wpm = 70): ParagraphStats => ({
  type: 'typed',
  wpm: { value: wpm, raw: wpm, weight: 1 },
  acc: { value: 100, weight: 2 },
  con: { value: 100, weight: 1 },
  time: 1000,
  timestamp,
  length: 2,
});

describe('withStored: results saved elsewhere reach an open prompt', () => {
  it('moves an untouched caret past paragraphs finished elsewhere, stopping short of the end', () => {
    const d = new Driver(session(['ab', 'cd', 'ef', 'gh']));
    d.type('ab\n');
    expect(renderPrompt(d.state)).toBe('¶2/4 typing saved: |[c]d⏎');
    const next = withStored(d.state, { 1: typed(5000), 2: typed(5001), 3: typed(5002) });
    expect(renderPrompt(next)).toBe('¶4/4 typing saved: |[g]h⏎');
    expect(itemAt(next.done, 1)?.stats.timestamp).toBe(5000);
    // Typing goes on from there and finishes the chapter here.
    const after = new Driver(next, d.now);
    after.type('gh\n');
    expect(after.effectTypes()).toContain('chapterDone');
  });

  it('never touches the paragraph under the caret once a key went into it', () => {
    const d = new Driver(session(['ab', 'cd', 'ef']));
    d.type('ab\nc');
    const before = d.state;
    expect(withStored(before, { 1: typed(9000), 2: typed(9001) })).toBe(before);
    d.type('d\n');
    expect(renderPrompt(d.state)).toBe('¶3/3 typing saved: |[e]f⏎');
  });

  it('takes a newer result for a finished paragraph and ignores an older or equal one', () => {
    const d = new Driver(session(['ab', 'cd', 'ef']));
    d.type('ab\nc');
    const own = itemAt(d.state.done, 0)!.stats.timestamp;
    expect(withStored(d.state, { 0: typed(own) })).toBe(d.state);
    expect(withStored(d.state, { 0: typed(own - 1) })).toBe(d.state);
    const newer = withStored(d.state, { 0: typed(own + 1, 99) });
    expect(itemAt(newer.done, 0)?.stats).toMatchObject({ timestamp: own + 1, wpm: { value: 99 } });
    // This session's own result stored under a later stamp stays as typed.
    const restamped = { ...(itemAt(d.state.done, 0)!.stats as ParagraphStats), timestamp: own + 5 };
    expect(withStored(d.state, { 0: restamped })).toBe(d.state);
    // The typist's own paragraph is as it was.
    expect(renderPrompt(newer)).toBe(renderPrompt(d.state));
  });

  it('leaves a finished chapter and an empty change alone', () => {
    const d = new Driver(session(['ab']));
    d.type('ab\n');
    expect(withStored(d.state, { 0: typed(99_999_999) })).toBe(d.state);
    const fresh = session(['ab', 'cd']);
    expect(withStored(fresh, {})).toBe(fresh);
  });
});
