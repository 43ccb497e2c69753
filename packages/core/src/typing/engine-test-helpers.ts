/**
 * Drivers shared by the engine's tests and benchmarks: build a session, press
 * keys at a steady pace, collect effects.
 */
import { acceptedAlternatives } from './accepted-alternatives';
import { prepareChapter } from './chapter-text';
import type { EngineEffect, EngineEvent, EngineOptions, EngineState, KeyEvent } from './engine-types';
import { createSession } from './session';
import { transition } from './transition';

export const testOptions = (overrides: Partial<EngineOptions> = {}): EngineOptions => ({
  backspaceWholeWord: false,
  markAsRead: true,
  quickRestart: 'esc',
  autoPauseDelay: 5000,
  alternatives: acceptedAlternatives('en'),
  charset: null,
  dailyGoal: null,
  ...overrides,
});

export function session(paragraphs: string[], overrides: Partial<EngineOptions> = {}): EngineState {
  return createSession(prepareChapter(paragraphs), testOptions(overrides));
}

/** A driver that keeps the state, the clock and every effect. */
export class Driver {
  effects: EngineEffect[] = [];
  constructor(
    public state: EngineState,
    public now = 1000,
    public step = 200,
  ) {}

  send(event: EngineEvent): EngineEffect[] {
    const result = transition(this.state, event);
    this.state = result.state;
    this.effects.push(...result.effects);
    return result.effects;
  }

  /** Presses a key after `step` ms. */
  key(key: string, mods: Omit<KeyEvent, 'type' | 'key' | 'timeStamp'> = {}): EngineEffect[] {
    this.now += this.step;
    return this.send({ type: 'key', key, timeStamp: this.now, ...mods });
  }

  /** Types each character of `text` ("\n" presses Enter). */
  type(text: string): this {
    for (const char of Array.from(text)) this.key(char === '\n' ? 'Enter' : char);
    return this;
  }

  wait(ms: number): this {
    this.now += ms;
    return this;
  }

  tick(): EngineEffect[] {
    return this.send({ type: 'tick', timeStamp: this.now });
  }

  effectTypes(): string[] {
    return this.effects.map((e) => e.type);
  }
}
