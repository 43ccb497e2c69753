/**
 * The actions that change the text: each appends one log entry and returns
 * the new state with its effects. Both `transition` (from raw events) and the
 * log replay call these, so a replay takes exactly the same path.
 */

import type { ParagraphStats } from '../stats/stats-types';
import { isAcceptedAlternative } from './accepted-alternatives';
import { append, itemAt, truncate } from './append-log';
import type { EngineEffect, EngineState, LogEntry, PromptMode, TransitionResult } from './engine-types';
import { foldParagraph } from './paragraph-fold';
import { finishParagraph } from './paragraph-stats';
import { autoPauseAt, chapterDone, keyActivity, paragraphSavedAt, pauseNow } from './prompt-status';
import { dropTyped, isSpace, pushTyped, wordDeleteCount } from './typed-buffer';
import { missedWords } from './word-judgement';

function logged(state: EngineState, entry: LogEntry): EngineState {
  return { ...state, log: append(state.log, entry) };
}

function screenOf(state: EngineState, paragraph: number): number {
  const screens = state.chapter.screenOfParagraph;
  return screens[Math.min(paragraph, screens.length - 1)] ?? 0;
}

function charsOf(state: EngineState, paragraph: number): readonly string[] {
  return state.chapter.paragraphs[paragraph]?.chars ?? [];
}

/** True when `typed` counts as the book's `expected` character. */
export function isCorrect(state: EngineState, expected: string, typed: string): boolean {
  if (typed === expected) return true;
  const { alternatives, charset } = state.options;
  if (isAcceptedAlternative(alternatives, expected, typed)) return true;
  // Characters the language's keyboards cannot type are given; a space never is.
  return charset !== null && !charset.has(expected) && !isSpace(expected);
}

const HAPTIC: EngineEffect = Object.freeze({ type: 'haptic' });
const ERROR_SOUND: EngineEffect = Object.freeze({ type: 'errorSound' });
const RESUMED: EngineEffect = Object.freeze({ type: 'resumed' });

/**
 * The state after a key that edits the current paragraph, built as one
 * object literal: this is the per-keystroke path, so no chain of spreads.
 * Like `keyActivity`, it starts the clock and re-arms the auto-pause.
 */
function afterEdit(
  state: EngineState,
  log: EngineState['log'],
  buffer: EngineState['buffer'],
  position: number,
  typedChars: number,
  t: number,
  effects: EngineEffect[],
): EngineState {
  if (!state.clockRunning) effects.push(RESUMED);
  // Each key carries the paragraph's stats fold forward, so its Enter has only itself to fold.
  foldParagraph(log, state.paragraph, state.attemptStart);
  return {
    chapter: state.chapter,
    options: state.options,
    mode: state.mode,
    status: 'active',
    clockRunning: true,
    pauseAt: autoPauseAt(state, t),
    savedUntil: null,
    paragraph: state.paragraph,
    done: state.done,
    buffer,
    position,
    attemptStart: state.attemptStart,
    log,
    screen: screenOf(state, state.paragraph),
    typedChars,
    sessionTime: state.sessionTime,
    dailyGoalReached: state.dailyGoalReached,
    reopened: null,
  };
}

/** The stored result of a reopened paragraph gives way: it is being changed. */
function clearReopened(state: EngineState, t: number): EngineEffect {
  return { type: 'paragraphCleared', paragraph: state.paragraph, timestamp: t };
}

/**
 * A reopened paragraph's keystrokes are not in this log, so a result could
 * not be worked out from an edit of it: the first edit starts it over.
 */
function startReopenedOver(state: EngineState, t: number, effects: EngineEffect[]): EngineState {
  const restarted = restartParagraph(state, t);
  effects.push(...restarted.effects);
  return restarted.state;
}

/**
 * A character key in typing mode. At the paragraph end it is a miss: the
 * marker takes only Enter. A replay passes the logged judgement as `judged`,
 * so a log restores exactly even if the options changed since.
 */
export function typeChar(
  state: EngineState,
  typed: string,
  t: number,
  soundKey = typed,
  judged?: boolean,
): TransitionResult {
  const effects: EngineEffect[] = [{ type: 'keySound', key: soundKey }, HAPTIC];
  if (state.reopened) state = startReopenedOver(state, t, effects);
  const chars = charsOf(state, state.paragraph);
  const index = state.position;
  const expected = chars[index];
  const correct = expected !== undefined && (judged ?? isCorrect(state, expected, typed));
  if (!correct) effects.push(ERROR_SOUND);
  const log = append(state.log, { type: 'char', t, paragraph: state.paragraph, index, typed, correct });
  // At the paragraph end nothing is typed: only the miss is logged.
  const atEnd = expected === undefined;
  const buffer = atEnd ? state.buffer : pushTyped(state.buffer, correct ? expected : typed, correct);
  const next = afterEdit(
    state,
    log,
    buffer,
    atEnd ? index : index + 1,
    state.typedChars + (atEnd ? 0 : 1),
    t,
    effects,
  );
  return { state: next, effects };
}

/** Enter: finishes the paragraph at its end, types a space anywhere else. */
export function pressEnter(state: EngineState, t: number): TransitionResult {
  const chars = charsOf(state, state.paragraph);
  if (state.position < chars.length) return typeChar(state, ' ', t, 'Enter');
  const effects: EngineEffect[] = [{ type: 'keySound', key: 'Enter' }, { type: 'haptic' }];
  const p = state.paragraph;
  let next = keyActivity(logged(state, { type: 'enter', t, paragraph: p }), t, effects);
  if (state.reopened) {
    // Finished again unchanged: the stored result stands, nothing is saved.
    next = {
      ...next,
      done: append(next.done, state.reopened),
      reopened: null,
      paragraph: p + 1,
      buffer: null,
      position: 0,
      attemptStart: next.log.length,
      screen: screenOf(state, p + 1),
    };
    return { state: enterParagraph(next, t, effects), effects };
  }
  const log = next.log;
  const stats = finishParagraph(foldParagraph(log, p, state.attemptStart), chars.length);
  const missed = missedWords(chars, log.items as LogEntry[], p, state.attemptStart, log.length);
  effects.push({ type: 'paragraphSaved', paragraph: p, stats, missed });
  const sessionTime = next.sessionTime + stats.time;
  const goal = next.options.dailyGoal;
  let dailyGoalReached = next.dailyGoalReached;
  if (goal !== null && !dailyGoalReached && goal.doneMs + sessionTime >= goal.goalMs) {
    dailyGoalReached = true;
    effects.push({ type: 'dailyGoalReached', goalMinutes: goal.goalMs / 60000 });
  }
  next = {
    ...next,
    done: append(next.done, { kind: 'typed', buffer: state.buffer, attemptStart: state.attemptStart, stats }),
    paragraph: p + 1,
    buffer: null,
    position: 0,
    attemptStart: log.length,
    sessionTime,
    dailyGoalReached,
    screen: screenOf(state, p + 1),
  };
  return { state: enterParagraph(next, t, effects), effects };
}

/** After a paragraph is finished or read: the next one, or the chapter's end. */
function enterParagraph(state: EngineState, t: number, effects: EngineEffect[]): EngineState {
  if (state.paragraph >= state.chapter.paragraphs.length) return chapterDone(state, effects);
  return paragraphSavedAt(state, t);
}

/**
 * Backspace: deletes one character, or with `word` the word before the caret.
 * At a paragraph start it goes back into the previous paragraph, un-typing or
 * un-reading it; at the chapter start it does nothing.
 */
export function backspace(state: EngineState, word: boolean, t: number): TransitionResult {
  if (state.position > 0) {
    const count = word ? wordDeleteCount(state.buffer) : 1;
    return deleteBack(state, count, t);
  }
  if (state.paragraph === 0) return { state, effects: [] };
  const effects: EngineEffect[] = [{ type: 'keySound', key: 'Backspace' }, { type: 'haptic' }];
  const p = state.paragraph - 1;
  const previous = itemAt(state.done, p);
  const typed = previous?.kind === 'typed' ? previous : null;
  const to = typed ? charsOf(state, p).length : 0;
  let next = logged(state, { type: 'backspace', t, paragraph: p, from: 0, to, crossed: true });
  // A restored paragraph stays stored until it is changed (see `reopened`).
  const reopened = typed?.restored ? typed : null;
  if (!reopened) effects.push({ type: 'paragraphCleared', paragraph: p, timestamp: t });
  next = {
    ...next,
    done: truncate(state.done, p),
    reopened,
    paragraph: p,
    buffer: typed ? typed.buffer : null,
    position: to,
    attemptStart: typed && !reopened ? typed.attemptStart : next.log.length,
    sessionTime: Math.max(0, next.sessionTime - (typed ? typed.stats.time : 0)),
    screen: screenOf(state, p),
  };
  return { state: keyActivity(next, t, effects), effects };
}

/** Deletes `count` characters before the caret (replays use the logged count). */
export function deleteBack(state: EngineState, count: number, t: number): TransitionResult {
  const effects: EngineEffect[] = [{ type: 'keySound', key: 'Backspace' }, HAPTIC];
  if (state.reopened) return { state: startReopenedOver(state, t, effects), effects };
  const n = Math.min(count, state.position);
  const to = state.position - n;
  const log = append(state.log, {
    type: 'backspace',
    t,
    paragraph: state.paragraph,
    from: state.position,
    to,
    crossed: false,
  });
  return {
    state: afterEdit(state, log, dropTyped(state.buffer, n), to, state.typedChars, t, effects),
    effects,
  };
}

/**
 * Marks paragraphs read up to `target` (every earlier unread one too); on the
 * last read paragraph it un-reads it instead. Anything else does nothing.
 */
export function markRead(state: EngineState, target: number, t: number): TransitionResult {
  const effects: EngineEffect[] = [];
  const k = state.paragraph;
  const count = state.chapter.paragraphs.length;
  if (target >= k && target < count) {
    if (state.reopened) effects.push(clearReopened(state, t));
    let done = state.done;
    for (let p = k; p <= target; p++) {
      const stats: ParagraphStats = { type: 'read', timestamp: t, length: charsOf(state, p).length };
      done = append(done, { kind: 'read', stats });
      effects.push({ type: 'paragraphSaved', paragraph: p, stats, missed: [] });
    }
    const next = logged(state, { type: 'read', t, from: k, to: target });
    const moved: EngineState = {
      ...next,
      done,
      reopened: null,
      paragraph: target + 1,
      buffer: null,
      position: 0,
      attemptStart: next.log.length,
      screen: screenOf(state, target + 1),
    };
    return { state: enterParagraph(moved, t, effects), effects };
  }
  const last = itemAt(state.done, k - 1);
  if (target === k - 1 && last?.kind === 'read') {
    const next = logged(state, { type: 'unread', t, paragraph: target });
    effects.push({ type: 'paragraphCleared', paragraph: target, timestamp: t });
    const moved: EngineState = {
      ...next,
      done: truncate(state.done, target),
      paragraph: target,
      buffer: null,
      position: 0,
      attemptStart: next.log.length,
      screen: screenOf(state, target),
    };
    return { state: moved, effects };
  }
  return { state, effects };
}

/** Restarts the current paragraph: what was typed of it is dropped. */
export function restartParagraph(state: EngineState, t: number): TransitionResult {
  if (state.position === 0) return { state, effects: [] };
  const effects: EngineEffect[] = [];
  if (state.reopened) effects.push(clearReopened(state, t));
  const next = logged(state, { type: 'restart', t, paragraph: state.paragraph });
  const reset: EngineState = {
    ...next,
    reopened: null,
    buffer: null,
    position: 0,
    attemptStart: next.log.length,
  };
  return { state: pauseNow(reset, effects), effects };
}

/** Switches mode; back in typing mode an unfinished paragraph starts over. */
export function setMode(state: EngineState, mode: PromptMode, t: number): TransitionResult {
  if (mode === state.mode) return { state, effects: [] };
  const effects: EngineEffect[] = [];
  let next: EngineState = { ...logged(state, { type: 'mode', t, mode }), mode };
  if (mode === 'typing' && next.position > 0) {
    if (state.reopened) effects.push(clearReopened(state, t));
    next = { ...next, reopened: null, buffer: null, position: 0, attemptStart: next.log.length };
  }
  return { state: pauseNow(next, effects), effects };
}

/** Live stats of the current paragraph so far (for a running display). */
export function currentParagraphStats(state: EngineState) {
  const acc = foldParagraph(state.log, state.paragraph, state.attemptStart);
  return finishParagraph(acc, charsOf(state, state.paragraph).length);
}
