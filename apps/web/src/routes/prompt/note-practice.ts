/**
 * After a typed paragraph is saved, its missed words and letter-pair times go
 * to the practice journal (core's `paragraphMistakes`), in a task of their
 * own after the key's, like the save itself. The journal's code loads with
 * the first typed paragraph; paragraphs typed while it loads are noted in
 * order as it arrives (a state's log never changes below its length, so what
 * is read later is what was typed).
 */
import { type EngineEffect, type EngineState, itemAt } from '@typeshelf/core/typing';
import { onDemand } from '../../page/on-demand';

const journal = onDemand(() =>
  import('../../practice/note-typed-paragraph').then(({ noteTypedParagraph }) => noteTypedParagraph),
);

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
    const typed = {
      profile,
      bookId,
      chapterId,
      chars: chapter.paragraphs[effect.paragraph]?.chars ?? [],
      log: log.items,
      paragraph: effect.paragraph,
      from: done.attemptStart,
      to: log.length,
      at: effect.stats.timestamp,
    };
    setTimeout(() => {
      journal.load().then(
        (note) => note(typed),
        (error: unknown) => console.error('Could not note the paragraph for practice', error),
      );
    }, 0);
  }
}
