import {
  createSession,
  DEFAULT_ENGINE_OPTIONS,
  type EngineEvent,
  type EngineState,
  prepareChapter,
  transition,
} from '@typeshelf/core';
import { describe, expect, it } from 'vitest';
import { drawTyped, screenParagraphs } from './prompt-view';

function press(state: EngineState, keys: string[]): EngineState {
  keys.forEach((key, i) => {
    const event: EngineEvent = { type: 'key', key, timeStamp: 1_000 + 100 * i };
    state = transition(state, event).state;
  });
  return state;
}

describe('screenParagraphs', () => {
  const chapter = prepareChapter(['ab c', 'de']);

  it('draws typed, current and unread paragraphs', () => {
    const state = press(createSession(chapter, DEFAULT_ENGINE_OPTIONS), ['a', 'b', ' ', 'c', 'Enter', 'x']);
    const views = screenParagraphs(state);
    expect(views.map((v) => [v.status, v.states, v.typed])).toEqual([
      ['typed', 'ccccc', 'ab c'],
      ['active', 'x', 'x'],
    ]);
  });

  it('leaves unread paragraphs with empty strings (everything untyped)', () => {
    const views = screenParagraphs(createSession(chapter, DEFAULT_ENGINE_OPTIONS));
    expect(views.map((v) => [v.status, v.states])).toEqual([
      ['active', ''],
      ['unread', ''],
    ]);
  });

  it('draws a buffer the same however it was reached, Backspace included', () => {
    const direct = press(createSession(chapter, DEFAULT_ENGINE_OPTIONS), ['a', 'x']);
    const corrected = press(createSession(chapter, DEFAULT_ENGINE_OPTIONS), ['a', 'b', 'Backspace', 'x']);
    expect(drawTyped(corrected.buffer)).toEqual(drawTyped(direct.buffer));
    expect(drawTyped(direct.buffer)).toEqual({ states: 'cx', typed: 'ax' });
  });
});
