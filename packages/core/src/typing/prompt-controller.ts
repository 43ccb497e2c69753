/**
 * The prompt as a plain object a screen subscribes to: events in through
 * `dispatch`, the view out through `getSnapshot`, effects handed to the shell.
 * It owns the session's timers (auto-pause, the end of the saved flash) and
 * reads time only from the injected clock, so tests drive it with fake timers.
 *
 * @example
 * const prompt = createPromptController({ state, clock: browserClock, onEffects: run });
 * const view = useSyncExternalStore(prompt.subscribe, prompt.getSnapshot);
 * prompt.dispatch({ type: 'key', key: 'T', timeStamp: event.timeStamp });
 */
import type { ParagraphStats } from '../stats/stats-types';
import type { EngineEffect, EngineEvent, EngineOptions, EngineState } from './engine-types';
import { type PromptView, promptView } from './prompt-view';
import { withStored } from './session';
import { transition } from './transition';

/** Time and timers, as the shell provides them (the browser's, or fake ones in tests). */
export interface PromptClock {
  /** The current time in ms, on the same origin as the events' timestamps. */
  now(): number;
  /** Calls `run` after `ms` milliseconds; returns a handle for `cancel`. */
  schedule(run: () => void, ms: number): unknown;
  cancel(handle: unknown): void;
}

type WithoutTime<E> = E extends EngineEvent ? Omit<E, 'timeStamp'> & { timeStamp?: number } : never;

/** An engine event; one without a timestamp (a button, a click) is stamped with the clock's time. */
export type PromptCommand = WithoutTime<EngineEvent>;

export interface PromptControllerOptions {
  /** The session to start from (`createSession` or `resumeSession`). */
  state: EngineState;
  clock: PromptClock;
  /** Runs each transition's effects, in order; the state is the one they led to. */
  onEffects?: (effects: readonly EngineEffect[], state: EngineState) => void;
}

export interface PromptController {
  /** Feeds one event to the engine. */
  dispatch(command: PromptCommand): void;
  /** Calls `listener` after every change of the view; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current view; the same object until something changes. */
  getSnapshot(): PromptView;
  /** The engine state (for the shell's own bookkeeping, never for drawing). */
  getState(): EngineState;
  /** New settings mid-chapter; the text and the log stay. */
  setOptions(options: EngineOptions): void;
  /** Results saved elsewhere reached the records: the changed paragraphs' stats, by index (see `withStored`). */
  applyStored(changed: Readonly<Record<number, ParagraphStats | null | undefined>>): void;
  /**
   * Stops the timers and drops the listeners. A later event starts them again
   * (React's strict mode unmounts and remounts the same controller).
   */
  dispose(): void;
}

/** The earliest moment a tick changes something, or null when no timer is due. */
export function nextDeadline(state: EngineState): number | null {
  const { pauseAt, savedUntil } = state;
  if (pauseAt === null) return savedUntil;
  if (savedUntil === null) return pauseAt;
  return Math.min(pauseAt, savedUntil);
}

export function createPromptController(options: PromptControllerOptions): PromptController {
  const { clock, onEffects } = options;
  let state = options.state;
  let view: PromptView | null = null;
  let viewState: EngineState | null = null;
  const listeners = new Set<() => void>();
  let timer: unknown = null;
  let timerAt: number | null = null;

  const arm = (due = nextDeadline(state)) => {
    if (due === timerAt) return;
    // Each key moves the auto-pause deadline later. The timer already set for an earlier moment
    // stays: it fires, its tick changes nothing yet, and it arms the rest. A key then costs no
    // timer calls, where cancelling and setting one took a share of every keystroke's event.
    if (due !== null && timerAt !== null && timerAt < due) return;
    if (timer !== null) clock.cancel(timer);
    timer = null;
    timerAt = due;
    if (due === null) return;
    timer = clock.schedule(
      () => {
        timer = null;
        timerAt = null;
        apply({ type: 'tick', timeStamp: clock.now() });
        // A timer that fired a little early leaves its deadline pending: arm it again.
        arm();
      },
      Math.max(0, due - clock.now()),
    );
  };

  const apply = (event: EngineEvent) => {
    const result = transition(state, event);
    const changed = result.state !== state;
    state = result.state;
    arm();
    if (result.effects.length > 0) onEffects?.(result.effects, state);
    if (changed) for (const listener of [...listeners]) listener();
  };

  return {
    dispatch(command) {
      const timeStamp = command.timeStamp ?? clock.now();
      apply({ ...command, timeStamp } as EngineEvent);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot() {
      if (view === null || viewState !== state) {
        view = promptView(state, view);
        viewState = state;
      }
      return view;
    },
    getState: () => state,
    setOptions(next) {
      if (state.options === next) return;
      state = { ...state, options: next };
      for (const listener of [...listeners]) listener();
    },
    applyStored(changed) {
      const next = withStored(state, changed);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    dispose() {
      arm(null);
      listeners.clear();
    },
  };
}
