import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logToArray } from './append-log';
import { session } from './engine-test-helpers';
import type { EngineEffect, EngineEvent, EngineState } from './engine-types';
import { createPromptController, nextDeadline, type PromptClock } from './prompt-controller';
import { renderPrompt } from './render-prompt';
import { transition } from './transition';

/** The clock over Vitest's fake timers. */
const fakeClock: PromptClock = {
  now: () => Date.now(),
  schedule: (run, ms) => setTimeout(run, ms),
  cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function open(paragraphs: string[], autoPauseDelay = 2000) {
  const effects: EngineEffect['type'][] = [];
  const prompt = createPromptController({
    state: session(paragraphs, { autoPauseDelay }),
    clock: fakeClock,
    onEffects: (list) => effects.push(...list.map((e) => e.type)),
  });
  const statuses: string[] = [];
  prompt.subscribe(() => {
    const status = prompt.getSnapshot().status;
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  const type = (text: string) => {
    for (const char of text) prompt.dispatch({ type: 'key', key: char === '\n' ? 'Enter' : char });
  };
  return { prompt, effects, statuses, type };
}

describe('PromptController with fake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 10_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pauses itself after the auto-pause delay without a key', () => {
    const { prompt, effects, statuses, type } = open(['The cat sat.']);
    expect(prompt.getSnapshot().status).toBe('paused');
    type('Th');
    expect(prompt.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1999);
    expect(prompt.getSnapshot().status).toBe('active');
    type('e');
    vi.advanceTimersByTime(1999);
    expect(prompt.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(prompt.getSnapshot().status).toBe('paused');
    expect(statuses).toEqual(['active', 'paused']);
    expect(effects.filter((e) => e === 'paused' || e === 'resumed')).toEqual(['resumed', 'paused']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps one timer through a run of keys, and still pauses the delay after the last one', () => {
    const schedule = vi.spyOn(fakeClock, 'schedule');
    const { prompt, type } = open(['The cat sat on the mat.']);
    for (const char of 'The cat sat') {
      type(char);
      vi.advanceTimersByTime(150);
    }
    // Eleven keys 150 ms apart move the deadline eleven times; the first timer has not fired yet.
    expect(schedule).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000 - 150 - 1);
    expect(prompt.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(prompt.getSnapshot().status).toBe('paused');
    expect(vi.getTimerCount()).toBe(0);
    schedule.mockRestore();
  });

  it('never pauses with the delay off', () => {
    const { prompt, type } = open(['The cat sat.'], 0);
    type('The');
    vi.advanceTimersByTime(60_000);
    expect(prompt.getSnapshot().status).toBe('active');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('flashes saved for a second after a paragraph, stopping the clock after half of it', () => {
    const { prompt, effects, statuses, type } = open(['ab', 'cd']);
    type('ab\n');
    expect(prompt.getSnapshot().status).toBe('saved');
    expect(prompt.getState().clockRunning).toBe(true);
    vi.advanceTimersByTime(500);
    expect(prompt.getState().clockRunning).toBe(false);
    expect(prompt.getSnapshot().status).toBe('saved');
    vi.advanceTimersByTime(499);
    expect(prompt.getSnapshot().status).toBe('saved');
    vi.advanceTimersByTime(1);
    expect(prompt.getSnapshot().status).toBe('paused');
    expect(statuses).toEqual(['active', 'saved', 'paused']);
    expect(effects.filter((e) => e === 'paused')).toHaveLength(1);
  });

  it('a key during the flash makes the prompt active at once and keeps the clock running', () => {
    const { prompt, statuses, type } = open(['ab', 'cd']);
    type('ab\n');
    vi.advanceTimersByTime(300);
    type('c');
    expect(prompt.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1000);
    expect(prompt.getState().clockRunning).toBe(true);
    expect(statuses).toEqual(['active', 'saved', 'active']);
  });

  it('keeps one snapshot until something changes, and shares unchanged paragraphs', () => {
    const { prompt, type } = open(['ab', 'cd']);
    const first = prompt.getSnapshot();
    expect(prompt.getSnapshot()).toBe(first);
    type('a');
    const second = prompt.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.paragraphs[1]).toBe(first.paragraphs[1]);
    expect(second.caret).toEqual({ paragraph: 0, index: 1 });
  });

  it('keeps the words of the paragraph Enter finishes and of the one it opens', () => {
    const { prompt, type } = open(['ab cd', 'ef gh']);
    type('ab cd');
    const typed = prompt.getSnapshot();
    type('\n');
    const finished = prompt.getSnapshot();
    expect(finished.paragraphs.map((p) => p.status)).toEqual(['typed', 'current']);
    expect(finished.paragraphs[0]?.words).toBe(typed.paragraphs[0]?.words);
    expect(finished.paragraphs[1]?.words).toBe(typed.paragraphs[1]?.words);
  });

  it('stamps button events with the clock and stops its timers when disposed', () => {
    const { prompt, type } = open(['ab', 'cd']);
    type('a');
    prompt.dispatch({ type: 'toggleMode' });
    expect(prompt.getState().log.items.at(-1)).toEqual({ type: 'mode', t: 10_000, mode: 'reading' });
    type('b');
    prompt.dispatch({ type: 'toggleMode' });
    type('a');
    expect(vi.getTimerCount()).toBe(1);
    prompt.dispose();
    expect(vi.getTimerCount()).toBe(0);
    // Remounted: the next key arms the auto-pause again.
    prompt.dispatch({ type: 'key', key: 'b' });
    expect(prompt.getSnapshot().paragraphs[0]?.typedLength).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(prompt.getSnapshot().status).toBe('paused');
  });
});

/**
 * The engine fed the same events, with a tick at every deadline that falls
 * before the next event: what the controller must end up with, whatever the
 * order its event sources and timers ran in.
 */
function reference(start: EngineState, events: EngineEvent[], end: number): EngineState {
  let state = start;
  const tickUntil = (t: number) => {
    for (let due = nextDeadline(state); due !== null && due <= t; due = nextDeadline(state)) {
      state = transition(state, { type: 'tick', timeStamp: due }).state;
    }
  };
  for (const event of events) {
    tickUntil(event.timeStamp);
    state = transition(state, event).state;
  }
  tickUntil(end);
  return state;
}

describe('PromptController under any interleaving (fc.scheduler)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const gap = fc.integer({ min: 0, max: 3000 });
  const keyArb = fc.record({ gap, key: fc.constantFrom('a', 'b', ' ', 'Backspace', 'Enter', 'Escape') });
  const buttonArb = fc.record({
    gap,
    event: fc.constantFrom<EngineEvent['type']>('toggleMode', 'restart', 'screen'),
  });

  it('ends where the engine ends with ticks at every deadline', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(keyArb, { maxLength: 25 }),
        fc.array(buttonArb, { maxLength: 4 }),
        fc.constantFrom(0, 2000, 5000),
        async (s, keys, buttons, delay) => {
          vi.useFakeTimers({ now: 0 });
          const start = session(['ab a', 'ba b', 'a'], { autoPauseDelay: delay, quickRestart: 'esc' });
          const applied: EngineEvent[] = [];
          const prompt = createPromptController({ state: start, clock: fakeClock });
          const send = (event: EngineEvent) => {
            applied.push(event);
            prompt.dispatch(event);
          };
          // The typist and the mouse act at once; the scheduler decides who goes first each time.
          s.scheduleSequence(
            keys.map(({ gap, key }) => async () => {
              await vi.advanceTimersByTimeAsync(gap);
              send({ type: 'key', key, timeStamp: Date.now() });
            }),
          );
          s.scheduleSequence(
            buttons.map(({ gap, event }) => async () => {
              await vi.advanceTimersByTimeAsync(gap);
              const timeStamp = Date.now();
              send(
                event === 'screen'
                  ? { type: 'screen', direction: 'next', timeStamp }
                  : ({ type: event, timeStamp } as EngineEvent),
              );
            }),
          );
          await s.waitAll();
          await vi.advanceTimersByTimeAsync(6000);
          const expected = reference(start, applied, Date.now());
          const actual = prompt.getState();
          expect(renderPrompt(actual)).toBe(renderPrompt(expected));
          expect(actual.status).toBe(expected.status);
          expect(actual.clockRunning).toBe(expected.clockRunning);
          expect(logToArray(actual.log)).toEqual(logToArray(expected.log));
          expect(prompt.getSnapshot().status).toBe(expected.status);
          // Everything due has fired: no timer left behind.
          expect(vi.getTimerCount()).toBe(nextDeadline(actual) === null ? 0 : 1);
          prompt.dispose();
          vi.useRealTimers();
        },
      ),
      { numRuns: 60 },
    );
  });
});
