/**
 * @typeshelf/core/typing — The typing engine (01 §9): state, transitions
 * and effects, the keystroke log and its paragraph stats, the prompt
 * controller and view, input, announcements and word judgement.
 */
export {
  type AlternativesMap,
  acceptedAlternatives,
  isAcceptedAlternative,
} from './accepted-alternatives';
export {
  announcesParagraphs,
  keyAnnouncement,
  nextWordsAnnouncement,
  paragraphAnnouncement,
} from './announcements';
export { type AppendLog, itemAt, logToArray } from './append-log';
export {
  type Chapter,
  type ParagraphText,
  prepareChapter,
  type Screen,
  splitScreens,
} from './chapter-text';
export { chooseDraft, type DraftChoice } from './draft-choice';
export type {
  DoneParagraph,
  EngineEffect,
  EngineEvent,
  EngineOptions,
  EngineState,
  KeyEvent,
  LogEntry,
  ModeToggleEvent,
  PromptMode,
  PromptStatus,
  RestartEvent,
  ScreenEvent,
  TickEvent,
  TransitionResult,
  WordClickEvent,
} from './engine-types';
export { isSingleCharacter, type KeyIntent, readKey } from './key-input';
export {
  DETAIL_AFTER,
  DETAIL_BEFORE,
  DETAILED_PARAGRAPH_LIMIT,
  detailedWords,
} from './paragraph-detail';
export {
  DRAFT_VERSION,
  type DraftKey,
  type DraftPlace,
  type DraftResume,
  decodeDraft,
  joinDraft,
  type ParagraphDraft,
  resumeDraft,
  textFingerprint,
} from './paragraph-draft';
export {
  DRAFT_CHUNK_KEYS,
  type DraftBody,
  draftParts,
  draftSnapshot,
  encodeDraft,
  extendDraft,
} from './paragraph-draft-writer';
export {
  accumulate,
  accumulateEntry,
  activeGap,
  finishParagraph,
  type ParagraphAccumulator,
  paragraphStatsFromLog,
  perSecondSpeeds,
  startParagraph,
  wordsPerMinute,
} from './paragraph-stats';
export {
  createPromptController,
  nextDeadline,
  type PromptClock,
  type PromptCommand,
  type PromptController,
  type PromptControllerOptions,
} from './prompt-controller';
export {
  type CharState,
  type ParagraphStatus,
  type ParagraphView,
  type PromptView,
  paragraphView,
  promptView,
  untypedWords,
  type WordView,
} from './prompt-view';
export { NEWLINE_MARKER, renderParagraph, renderPrompt } from './render-prompt';
export { applyLogEntry, replayEvents, restoreFromLog } from './replay';
export { SWIPE_THRESHOLD_PX, swipeDirection } from './screen-swipe';
export {
  createSession,
  DEFAULT_ENGINE_OPTIONS,
  isChapterEnd,
  resumeSession,
  withOptions,
  withStored,
} from './session';
export {
  readTextInput,
  TEXT_INPUT_IDLE,
  type TextInputEvent,
  type TextInputResult,
  type TextInputState,
} from './text-input';
export { transition } from './transition';
export type { TypedBuffer, TypedChar } from './typed-buffer';
export { typedToArray } from './typed-buffer';
export { currentParagraphStats, isCorrect } from './typing-actions';
export {
  AFK_BOUNDARY_MS,
  AFK_PENALTY_MS,
  CHARS_PER_WORD,
  MAX_SCREEN_CHARS,
  PAUSE_AFTER_PARAGRAPH_MS,
  SAVED_FLASH_MS,
} from './typing-constants';
export {
  judgeWord,
  judgeWords,
  lookupWord,
  missedWords,
  stripWord,
  type WordJudgement,
  type WordSpan,
  wordAt,
  wordSpans,
} from './word-judgement';
