/**
 * Events in, state and effects out: the typing engine's contract with the
 * shell. Every event carries its own `timeStamp` (ms, any monotonic origin);
 * the engine never reads a clock.
 */
import type { ParagraphStats, TypedParagraphStats } from '../stats/stats-types';
import type { AlternativesMap } from './accepted-alternatives';
import type { AppendLog } from './append-log';
import type { Chapter } from './chapter-text';
import type { TypedBuffer } from './typed-buffer';

/** The narrow slice of settings and book facts the engine needs; the shell maps settings to it. */
export interface EngineOptions {
  /** Plain Backspace deletes a whole word. */
  backspaceWholeWord: boolean;
  /** Shift+Enter at a paragraph start marks it read. */
  markAsRead: boolean;
  /** The key that restarts the current paragraph. */
  quickRestart: 'off' | 'tab' | 'esc';
  /** Pause after this many ms without a key; 0 never pauses. */
  autoPauseDelay: number;
  /** Accepted alternatives for the book's language (see `acceptedAlternatives`). */
  alternatives: AlternativesMap;
  /**
   * The characters of the book's language alphabet; an expected character
   * outside it is accepted whatever is typed. Null accepts nothing for free.
   */
  charset: ReadonlySet<string> | null;
  /** Today's goal and the time already typed today, both in ms; null to skip goal tracking. */
  dailyGoal: { goalMs: number; doneMs: number } | null;
}

/** Typing retypes the text; reading only marks paragraphs read. */
export type PromptMode = 'typing' | 'reading';

/** What the prompt shows: paused, active, saved (1 s flash after a save), or done. */
export type PromptStatus = 'paused' | 'active' | 'saved' | 'done';

/** A key press, as the browser reports it. */
export interface KeyEvent {
  type: 'key';
  /** `KeyboardEvent.key`: a character, or a name such as "Enter", "Backspace", "Tab". */
  key: string;
  timeStamp: number;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/** A click on the text; `index` is the character index in `paragraph`. */
export interface WordClickEvent {
  type: 'wordClick';
  paragraph: number;
  index: number;
  /** Primary marks read in reading mode; middle looks the word up. */
  button: 'primary' | 'middle';
  timeStamp: number;
}

/** The typing/reading toggle. */
export interface ModeToggleEvent {
  type: 'toggleMode';
  timeStamp: number;
}

/** The shell's timer; schedule it on a grid (start + n·interval). */
export interface TickEvent {
  type: 'tick';
  timeStamp: number;
}

/** The restart button (the quick-restart key arrives as a KeyEvent). */
export interface RestartEvent {
  type: 'restart';
  timeStamp: number;
}

/** Screen navigation from buttons or swipes (arrow keys arrive as KeyEvents). */
export interface ScreenEvent {
  type: 'screen';
  direction: 'previous' | 'next';
  timeStamp: number;
}

/** Everything the shell feeds the engine. */
export type EngineEvent =
  | KeyEvent
  | WordClickEvent
  | ModeToggleEvent
  | TickEvent
  | RestartEvent
  | ScreenEvent;

/** Effects the shell runs; the engine only describes them. */
export type EngineEffect =
  /** Play the key sound; `key` is the character, "Enter" or "Backspace". */
  | { type: 'keySound'; key: string }
  /** Play the error sound (a typo). */
  | { type: 'errorSound' }
  /** Vibrate for the haptics setting's duration (mobile). */
  | { type: 'haptic' }
  /**
   * Persist a paragraph's stats (typed or read) with the words typed wrongly
   * in it (empty for a read one). Core's `applyParagraphSave` turns it into
   * the rows to write and says whether it set a personal best.
   */
  | { type: 'paragraphSaved'; paragraph: number; stats: ParagraphStats; missed: readonly string[] }
  /** Remove a paragraph's stats at `timestamp`: it was un-typed or un-read. */
  | { type: 'paragraphCleared'; paragraph: number; timestamp: number }
  /** Today's typing time reached the daily goal (once per session). */
  | { type: 'dailyGoalReached'; goalMinutes: number }
  /** The chapter's end was reached: go to the results. */
  | { type: 'chapterDone' }
  | { type: 'paused' }
  | { type: 'resumed' }
  /** A typing key was pressed in reading mode. */
  | { type: 'cantTypeAlert' }
  /** Look a word up in the dictionary. */
  | { type: 'lookupWord'; word: string };

/**
 * One entry of the append-only keystroke log. Serialisable (plain JSON);
 * stats are pure functions of it, and replaying it rebuilds the session.
 */
export type LogEntry =
  /** A character key at `index` of `paragraph`; at the paragraph end it is always a miss. */
  | { type: 'char'; t: number; paragraph: number; index: number; typed: string; correct: boolean }
  /** Enter at the paragraph end: the paragraph is finished. */
  | { type: 'enter'; t: number; paragraph: number }
  /**
   * Backspace from `from` to `to` in `paragraph`; when `crossed`, it went back
   * into the previous paragraph (`paragraph`), un-typing or un-reading it.
   */
  | { type: 'backspace'; t: number; paragraph: number; from: number; to: number; crossed: boolean }
  /** Paragraphs `from`..`to` marked read. */
  | { type: 'read'; t: number; from: number; to: number }
  /** The last read paragraph un-read. */
  | { type: 'unread'; t: number; paragraph: number }
  /** The current paragraph restarted. */
  | { type: 'restart'; t: number; paragraph: number }
  /** The mode switched. */
  | { type: 'mode'; t: number; mode: PromptMode };

/** A finished paragraph and what is needed to go back into it. */
export type DoneParagraph =
  | {
      kind: 'typed';
      buffer: TypedBuffer;
      /** Log index where this paragraph's attempt began. */
      attemptStart: number;
      stats: TypedParagraphStats;
      /** Typed in an earlier visit and restored on resume: its keystrokes are not in this log. */
      restored?: true;
    }
  | { kind: 'read'; stats: ParagraphStats };

/**
 * The session state. Treat it as immutable: the engine shares structure
 * between states (see AppendLog, TypedBuffer), so keeping old states is cheap.
 */
export interface EngineState {
  readonly chapter: Chapter;
  readonly options: EngineOptions;
  readonly mode: PromptMode;
  readonly status: PromptStatus;
  /** True while typing time runs; the shell's timer follows `paused`/`resumed`. */
  readonly clockRunning: boolean;
  /** When the clock stops unless a key comes first; null when nothing is scheduled. */
  readonly pauseAt: number | null;
  /** When the saved flash ends; null when not flashing. */
  readonly savedUntil: number | null;
  /** The current paragraph; equals the paragraph count when the chapter is done. */
  readonly paragraph: number;
  /** Finished paragraphs 0..paragraph-1, in order. */
  readonly done: AppendLog<DoneParagraph>;
  /** What is typed of the current paragraph. */
  readonly buffer: TypedBuffer;
  /** The caret's character index in the current paragraph (the buffer's length). */
  readonly position: number;
  /** Log index where the current paragraph's attempt began. */
  readonly attemptStart: number;
  readonly log: AppendLog<LogEntry>;
  /** The screen on view. */
  readonly screen: number;
  /** Characters typed this session, for the caret's auto speed. */
  readonly typedChars: number;
  /** Typing time saved this session in ms, for the daily goal. */
  readonly sessionTime: number;
  readonly dailyGoalReached: boolean;
  /**
   * A restored paragraph Backspace went back into, unchanged so far: its
   * stored result still stands. Enter leaves it as it was; the first edit
   * clears it (its keystrokes are not in this log, so it is typed anew).
   */
  readonly reopened: (DoneParagraph & { kind: 'typed' }) | null;
}

/** What `transition` returns: the next state and the effects to run, in order. */
export interface TransitionResult {
  state: EngineState;
  effects: EngineEffect[];
}
