/**
 * The prompt status and the typing clock (01 §4): paused at first, active on
 * a key, paused again after the auto-pause delay; after a paragraph is saved
 * the status flashes "saved" for 1 s and the clock stops 500 ms after the
 * paragraph end. Ticks move these timers; they never touch the text or stats.
 */
import type { EngineEffect, EngineState } from './engine-types';
import { PAUSE_AFTER_PARAGRAPH_MS, SAVED_FLASH_MS } from './typing-constants';

/** When the auto-pause falls after a key at `t`; null when it is off. */
export function autoPauseAt(state: EngineState, t: number): number | null {
  const delay = state.options.autoPauseDelay;
  return delay > 0 ? t + delay : null;
}

/** A key was handled at `t`: the clock runs and the auto-pause is re-armed. */
export function keyActivity(state: EngineState, t: number, effects: EngineEffect[]): EngineState {
  if (!state.clockRunning) effects.push({ type: 'resumed' });
  return { ...state, status: 'active', clockRunning: true, pauseAt: autoPauseAt(state, t), savedUntil: null };
}

/** A paragraph was saved at `t`: flash "saved", stop the clock 500 ms later. */
export function paragraphSavedAt(state: EngineState, t: number): EngineState {
  return {
    ...state,
    status: 'saved',
    pauseAt: state.clockRunning ? t + PAUSE_AFTER_PARAGRAPH_MS : null,
    savedUntil: t + SAVED_FLASH_MS,
  };
}

/** Stops the clock now (restart, mode switch). */
export function pauseNow(state: EngineState, effects: EngineEffect[]): EngineState {
  if (state.clockRunning) effects.push({ type: 'paused' });
  return { ...state, status: 'paused', clockRunning: false, pauseAt: null, savedUntil: null };
}

/** The chapter is done: the clock stops for good. */
export function chapterDone(state: EngineState, effects: EngineEffect[]): EngineState {
  if (state.clockRunning) effects.push({ type: 'paused' });
  effects.push({ type: 'chapterDone' });
  return { ...state, status: 'done', clockRunning: false, pauseAt: null, savedUntil: null };
}

/** Advances the timers to `t`; returns the same state object when nothing is due. */
export function tick(state: EngineState, t: number, effects: EngineEffect[]): EngineState {
  let next = state;
  if (next.pauseAt !== null && t >= next.pauseAt) {
    if (next.clockRunning) effects.push({ type: 'paused' });
    next = {
      ...next,
      clockRunning: false,
      pauseAt: null,
      status: next.status === 'active' ? 'paused' : next.status,
    };
  }
  if (next.savedUntil !== null && t >= next.savedUntil) {
    next = {
      ...next,
      savedUntil: null,
      status: next.status === 'saved' ? (next.clockRunning ? 'active' : 'paused') : next.status,
    };
  }
  return next;
}
