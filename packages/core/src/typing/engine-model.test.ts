/**
 * Model-based test: random command sequences run against the engine and a
 * deliberately naive model (plain arrays, copied on every change); after
 * every command the two must show the same prompt.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logToArray } from './append-log';
import { session } from './engine-test-helpers';
import type { EngineEffect, EngineState } from './engine-types';
import { type PromptView, paragraphView, promptView } from './prompt-view';
import { NEWLINE_MARKER, renderParagraph } from './render-prompt';
import { restoreFromLog } from './replay';
import { transition } from './transition';

interface Typed {
  char: string;
  correct: boolean;
}

interface Model {
  paragraphs: string[][];
  statuses: ('unread' | 'typed' | 'read')[];
  saved: Typed[][];
  current: number;
  buffer: Typed[];
  mode: 'typing' | 'reading';
}

interface Real {
  state: EngineState;
  now: number;
  effects: EngineEffect[];
  /** The prompt's view, updated from the previous one as the screen does. */
  view: PromptView | null;
}

const codes = (typed: Typed[]) => typed.map((t) => (t.correct ? 'c' : 'x')).join('');

const WRONG = '#';
const isSpace = (c: string) => c === ' ';

function done(m: Model): boolean {
  return m.current >= m.paragraphs.length;
}

function chars(m: Model): string[] {
  return m.paragraphs[m.current] ?? [];
}

function goBack(m: Model): void {
  const p = m.current - 1;
  m.buffer = m.statuses[p] === 'typed' ? [...(m.saved[p] ?? [])] : [];
  m.statuses[p] = 'unread';
  m.current = p;
}

function markRead(m: Model): void {
  m.statuses[m.current] = 'read';
  m.current++;
  m.buffer = [];
}

function typeSpaceOrFinish(m: Model): void {
  if (m.buffer.length === chars(m).length) {
    m.statuses[m.current] = 'typed';
    m.saved[m.current] = [...m.buffer];
    m.current++;
    m.buffer = [];
  } else {
    const expected = chars(m)[m.buffer.length];
    m.buffer = [...m.buffer, { char: ' ', correct: expected === ' ' }];
  }
}

function renderModel(m: Model): string {
  const text = chars(m);
  const typed = m.buffer.map((t) => (t.correct ? t.char : `{${t.char}}`)).join('');
  const rest = text.slice(m.buffer.length);
  const next = rest[0] ?? NEWLINE_MARKER;
  const after = rest.length > 0 ? `${rest.slice(1).join('')}${NEWLINE_MARKER}` : '';
  return `${typed}|[${next}]${after}`;
}

function press(r: Real, key: string, mods: { ctrlKey?: boolean; shiftKey?: boolean } = {}, gap = 150): void {
  r.now += gap;
  const result = transition(r.state, { type: 'key', key, timeStamp: r.now, ...mods });
  r.state = result.state;
  r.effects.push(...result.effects);
}

function compare(m: Model, r: Real): void {
  const s = r.state;
  expect(s.paragraph).toBe(m.current);
  expect(s.mode).toBe(m.mode);
  if (!done(m)) {
    expect(renderParagraph(s)).toBe(renderModel(m));
    expect(s.position).toBeGreaterThanOrEqual(0);
    expect(s.position).toBeLessThanOrEqual(chars(m).length);
  } else {
    expect(s.status).toBe('done');
  }
  for (let p = 0; p < m.paragraphs.length; p++) {
    const view = paragraphView(s, p);
    const expected = p === m.current ? 'current' : m.statuses[p];
    expect(view.status).toBe(expected);
    const typed =
      p === m.current ? (m.mode === 'typing' ? m.buffer : []) : m.statuses[p] === 'typed' ? m.saved[p]! : [];
    expect(view.words.map((w) => w.states).join('')).toBe(codes(typed));
    expect(view.words.flatMap((w) => w.chars)).toEqual(m.paragraphs[p]);
  }
  // The view updated key by key equals one built from scratch.
  r.view = promptView(s, r.view);
  expect(r.view).toEqual(promptView(s));
}

type Cmd = fc.Command<Model, Real>;

const command = (name: string, check: (m: Model) => boolean, act: (m: Model, r: Real) => void): Cmd => ({
  check,
  run(m, r) {
    act(m, r);
    compare(m, r);
  },
  toString: () => name,
});

const typing = (m: Model) => !done(m) && m.mode === 'typing';

const commands = [
  fc.constant(
    command(
      'TypeRight',
      (m) => typing(m) && m.buffer.length < chars(m).length,
      (m, r) => {
        const c = chars(m)[m.buffer.length] as string;
        m.buffer = [...m.buffer, { char: c, correct: true }];
        press(r, c);
      },
    ),
  ),
  fc.constant(
    command(
      'TypeWrong',
      (m) => !done(m),
      (m, r) => {
        if (m.mode === 'typing' && m.buffer.length < chars(m).length) {
          m.buffer = [...m.buffer, { char: WRONG, correct: false }];
        }
        press(r, WRONG);
      },
    ),
  ),
  fc.constant(
    command(
      'Backspace',
      (m) => !done(m),
      (m, r) => {
        if (m.mode === 'typing') {
          if (m.buffer.length > 0) m.buffer = m.buffer.slice(0, -1);
          else if (m.current > 0) goBack(m);
        }
        press(r, 'Backspace');
      },
    ),
  ),
  fc.constant(
    command(
      'CtrlBackspace',
      (m) => !done(m),
      (m, r) => {
        if (m.mode === 'typing') {
          if (m.buffer.length > 0) {
            const b = [...m.buffer];
            while (b.length > 0 && isSpace(b[b.length - 1]?.char ?? '')) b.pop();
            while (b.length > 0 && !isSpace(b[b.length - 1]?.char ?? ' ')) b.pop();
            m.buffer = b;
          } else if (m.current > 0) goBack(m);
        }
        press(r, 'Backspace', { ctrlKey: true });
      },
    ),
  ),
  fc.constant(
    command(
      'Enter',
      (m) => !done(m),
      (m, r) => {
        if (m.mode === 'reading') markRead(m);
        else typeSpaceOrFinish(m);
        press(r, 'Enter');
      },
    ),
  ),
  fc.constant(
    command(
      'ShiftEnter',
      (m) => !done(m),
      (m, r) => {
        if (m.mode === 'reading' || m.buffer.length === 0) markRead(m);
        else typeSpaceOrFinish(m);
        press(r, 'Enter', { shiftKey: true });
      },
    ),
  ),
  fc.integer({ min: 2001, max: 60_000 }).map((gap) =>
    command(
      `IdleGap(${gap})`,
      () => true,
      (m, r) => {
        r.now += gap;
        const result = transition(r.state, { type: 'tick', timeStamp: r.now });
        r.state = result.state;
        r.effects.push(...result.effects);
        // Longer than the 2 s auto-pause and the 1 s saved flash: the prompt rests.
        expect(r.state.status).toBe(done(m) ? 'done' : 'paused');
        expect(r.state.clockRunning).toBe(false);
      },
    ),
  ),
  fc.nat(5).map((target) =>
    command(
      `Click(${target})`,
      (m) => !done(m),
      (m, r) => {
        if (m.mode === 'reading' && target < m.paragraphs.length) {
          if (target >= m.current) {
            while (m.current <= target) markRead(m);
          } else if (target === m.current - 1 && m.statuses[target] === 'read') {
            m.statuses[target] = 'unread';
            m.current = target;
            m.buffer = [];
          }
        }
        r.now += 10;
        const click = { type: 'wordClick' as const, paragraph: target, index: 0, button: 'primary' as const };
        const result = transition(r.state, { ...click, timeStamp: r.now });
        r.state = result.state;
        r.effects.push(...result.effects);
      },
    ),
  ),
  fc.constant(
    command(
      'ModeToggle',
      (m) => !done(m),
      (m, r) => {
        m.mode = m.mode === 'typing' ? 'reading' : 'typing';
        if (m.mode === 'typing') m.buffer = [];
        r.now += 10;
        const result = transition(r.state, { type: 'toggleMode', timeStamp: r.now });
        r.state = result.state;
        r.effects.push(...result.effects);
      },
    ),
  ),
  fc.constant(
    command(
      'Restart',
      (m) => !done(m),
      (m, r) => {
        if (m.mode === 'typing') m.buffer = [];
        press(r, 'Escape');
      },
    ),
  ),
];

const paragraphText = fc
  .array(fc.constantFrom('a', 'b', 'c', ' ', '.', ','), { minLength: 1, maxLength: 12 })
  .map((cs) => cs.join(''));

describe('engine against a naive model', () => {
  it('agrees after every command, and the log rebuilds the same session', () => {
    fc.assert(
      fc.property(
        fc.array(paragraphText, { minLength: 1, maxLength: 4 }),
        fc.commands(commands, { maxCommands: 80 }),
        (paragraphs, cmds) => {
          const state = session(paragraphs, { markAsRead: true, quickRestart: 'esc', autoPauseDelay: 2000 });
          const model: Model = {
            paragraphs: paragraphs.map((p) => Array.from(p)),
            statuses: paragraphs.map(() => 'unread' as const),
            saved: paragraphs.map(() => []),
            current: 0,
            buffer: [],
            mode: 'typing',
          };
          const real: Real = { state, now: 0, effects: [], view: null };
          fc.modelRun(() => ({ model, real }), cmds);
          const restored = restoreFromLog(state.chapter, state.options, logToArray(real.state.log));
          expect(restored.paragraph).toBe(real.state.paragraph);
          expect(restored.mode).toBe(real.state.mode);
          if (restored.paragraph < paragraphs.length)
            expect(renderParagraph(restored)).toBe(renderParagraph(real.state));
          expect(logToArray(restored.log)).toEqual(logToArray(real.state.log));
          for (const effect of real.effects) {
            if (effect.type !== 'paragraphSaved' || effect.stats.type !== 'typed') continue;
            const { acc, con, wpm } = effect.stats;
            expect(acc.value).toBeGreaterThanOrEqual(0);
            expect(acc.value).toBeLessThanOrEqual(100);
            expect(con.value).toBeGreaterThanOrEqual(0);
            expect(con.value).toBeLessThanOrEqual(100);
            expect(Number.isFinite(wpm.value) && wpm.value >= 0).toBe(true);
            expect(wpm.raw).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
