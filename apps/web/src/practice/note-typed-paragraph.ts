/**
 * A typed paragraph's missed words and letter-pair times (core's
 * `paragraphMistakes`) noted in the practice journal. Loaded with the first
 * paragraph a visit types, not with the prompt.
 */
import { paragraphMistakes } from '@typeshelf/core/practice';
import type { LogEntry } from '@typeshelf/core/typing';
import { notePracticeParagraph } from './practice-data';

/** What one typed paragraph left for the journal: its characters and its part of the key log. */
export interface TypedParagraph {
  profile: string;
  bookId: string;
  chapterId: string;
  chars: readonly string[];
  log: readonly LogEntry[];
  paragraph: number;
  from: number;
  to: number;
  at: number;
}

export function noteTypedParagraph(typed: TypedParagraph): void {
  const { profile, bookId, chapterId, chars, log, paragraph, from, to, at } = typed;
  notePracticeParagraph(profile, bookId, chapterId, paragraphMistakes(chars, log, paragraph, from, to), at);
}
