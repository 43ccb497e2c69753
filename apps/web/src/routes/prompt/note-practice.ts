/**
 * After a typed paragraph is saved, its missed words and letter-pair times go
 * to the practice journal (core's `paragraphMistakes`), in a task of their
 * own after the key's, like the save itself.
 */
import { paragraphMistakes } from '@typeshelf/core/practice';
import { type EngineEffect, type EngineState, itemAt } from '@typeshelf/core/typing';
import { notePracticeParagraph } from '../../practice/practice-data';

export function notePractice(
  state: EngineState,
  effects: readonly EngineEffect[],
  profile: string,
  bookId: string,
  chapterId: string,
): void {
  for (const effect of effects) {
    if (effect.type !== 'paragraphSaved' || effect.stats.type !== 'typed') continue;
    const done = itemAt(state.done, effect.paragraph);
    if (done?.kind !== 'typed' || done.restored) continue;
    const { log, chapter } = state;
    const chars = chapter.paragraphs[effect.paragraph]?.chars ?? [];
    const at = effect.stats.timestamp;
    setTimeout(() => {
      const mistakes = paragraphMistakes(chars, log.items, effect.paragraph, done.attemptStart, log.length);
      notePracticeParagraph(profile, bookId, chapterId, mistakes, at);
    }, 0);
  }
}
