import { fc, test as propTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { readTextInput, TEXT_INPUT_IDLE, type TextInputEvent, type TextInputState } from './text-input';

/** Runs events through the reader, returning the typed text as one string ("⏎" for Enter). */
function typed(events: TextInputEvent[]): string {
  let state: TextInputState = TEXT_INPUT_IDLE;
  let out = '';
  for (const event of events) {
    const result = readTextInput(state, event);
    state = result.state;
    out += result.keys.map((k) => (k.key === 'Enter' ? '⏎' : k.key)).join('');
  }
  return out;
}

describe('readTextInput', () => {
  it('types only the committed text of a Japanese composition', () => {
    expect(
      typed([
        { type: 'compositionStart', timeStamp: 1 },
        { type: 'input', text: 'に', composing: true, timeStamp: 2 },
        { type: 'input', text: 'にほん', composing: true, timeStamp: 3 },
        { type: 'compositionEnd', data: '日本', timeStamp: 4 },
        { type: 'input', text: '', composing: false, timeStamp: 5 },
      ]),
    ).toBe('日本');
  });

  it('types the composed letter of a dead key, never the accent alone', () => {
    expect(
      typed([
        { type: 'compositionStart', timeStamp: 1 },
        { type: 'input', text: '´', composing: true, timeStamp: 2 },
        { type: 'compositionEnd', data: 'ó', timeStamp: 3 },
      ]),
    ).toBe('ó');
  });

  it('ignores an input event flagged composing even before compositionstart was seen', () => {
    expect(typed([{ type: 'input', text: 'ㅎ', composing: true, timeStamp: 1 }])).toBe('');
  });

  it('types nothing for a cancelled composition', () => {
    expect(
      typed([
        { type: 'compositionStart', timeStamp: 1 },
        { type: 'input', text: 'か', composing: true, timeStamp: 2 },
        { type: 'compositionEnd', data: '', timeStamp: 3 },
      ]),
    ).toBe('');
  });

  it('types phone keyboard text outside a composition, newlines as Enter, and asks for the field to be emptied', () => {
    const result = readTextInput(TEXT_INPUT_IDLE, {
      type: 'input',
      text: 'a\nb',
      composing: false,
      timeStamp: 7,
    });
    expect(result.keys.map((k) => k.key)).toEqual(['a', 'Enter', 'b']);
    expect(result.keys.every((k) => k.timeStamp === 7)).toBe(true);
    expect(result.clear).toBe(true);
  });

  it('never empties the field while composing', () => {
    const state = readTextInput(TEXT_INPUT_IDLE, { type: 'compositionStart', timeStamp: 1 }).state;
    expect(readTextInput(state, { type: 'input', text: 'にほ', composing: true, timeStamp: 2 }).clear).toBe(
      false,
    );
  });

  propTest.prop([
    fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 })),
    fc.string({ unit: 'grapheme' }),
  ])('whatever is shown while composing, only the committed text is typed', (intermediate, committed) => {
    const events: TextInputEvent[] = [
      { type: 'compositionStart', timeStamp: 0 },
      ...intermediate.map((text, i) => ({ type: 'input' as const, text, composing: true, timeStamp: i + 1 })),
      { type: 'compositionEnd', data: committed, timeStamp: 99 },
    ];
    expect(typed(events)).toBe([...committed].map((c) => (c === '\n' ? '⏎' : c)).join(''));
  });
});
