/**
 * Runs the engine's effects (sounds, saves, notices, navigation). Saves start
 * in the task right after the key's and land in order, each in one
 * transaction; the chapter's end waits for them before leaving for the
 * results.
 */
import { chapterKey, isComplete } from '@typeshelf/core/book';
import { type BookLayout, bookLayout, type ParagraphSave } from '@typeshelf/core/progress';
import type { EngineEffect } from '@typeshelf/core/typing';
import { vibrate } from '@typeshelf/react-ui';
import { notify } from '../../page/notifications';
import { progressOf } from '../../progress/progress-data';
import { dropRecords, recordSaves } from '../../progress/save-journal';
import { sounds } from '../../settings/sounds/app-sounds';
import type { CacheData, ProfileData } from '../../storage';
import type { BookRecord } from './book-lookup';

export { localOffset } from '../../storage';

export interface EffectContext {
  profile: ProfileData;
  cache: CacheData;
  book: BookRecord;
  chapterId: string;
  /** Vibration ms per key (0 for none), as the settings domain applies it now. */
  haptics: () => number;
  onLookup: (word: string) => void;
  onCantType: () => void;
  onChapterDone: () => void;
}

/**
 * Saves waiting for their task start at once when the page is hidden or
 * left: it may not get another task. A phone may end a hidden page without a
 * pagehide, and a hidden page's timers may wait. One listener for the page,
 * added once: adding one per save cost a tenth of a millisecond or more
 * inside the key.
 */
const waiting = new Set<() => void>();
const startWaiting = () => {
  for (const start of [...waiting]) start();
};
if (typeof window !== 'undefined')
  for (const event of ['pagehide', 'visibilitychange']) window.addEventListener(event, startWaiting);

/** "Daily goal completed!" shows once per page session, whichever chapter reaches it. */
let dailyGoalShown = false;

export class PromptEffects {
  private queue: Promise<void> = Promise.resolve();
  /** Saves made by the key being handled, started in the task after it (see `save`). */
  private readonly pending: (() => void)[] = [];
  private readonly layout: BookLayout;
  /** The chapter's progress after the latest save that landed. */
  private chapterProgress = 0;

  constructor(private readonly ctx: EffectContext) {
    this.layout = bookLayout(ctx.book.chapters);
  }

  /** Runs one transition's effects. */
  run(effects: readonly EngineEffect[]): void {
    // Every save of one transition (a run of paragraphs marked read) lands in one transaction.
    const saves: ParagraphSave[] = [];
    for (const effect of effects) {
      switch (effect.type) {
        case 'keySound':
          sounds.keyDown(effect.key);
          break;
        case 'errorSound':
          sounds.error();
          break;
        case 'haptic':
          vibrate(this.ctx.haptics());
          break;
        case 'paragraphSaved':
          saves.push(
            this.saveOf(
              effect.paragraph,
              effect.stats.type === 'typed'
                ? { type: 'typed', stats: effect.stats, missed: effect.missed }
                : { type: 'read', stats: effect.stats },
            ),
          );
          break;
        case 'paragraphCleared':
          saves.push(this.saveOf(effect.paragraph, { type: 'cleared', timestamp: effect.timestamp }));
          break;
        case 'dailyGoalReached':
          if (!dailyGoalShown) {
            dailyGoalShown = true;
            sounds.success();
            notify({
              type: 'success',
              title: 'Daily goal completed!',
              details: `Type for ${effect.goalMinutes} minutes.`,
            });
          }
          break;
        case 'chapterDone':
          // Saves of this same transition go first, so the chapter's end waits for them too.
          if (saves.length > 0) this.save(saves.splice(0));
          void this.flush().then(() => this.finishChapter());
          break;
        case 'cantTypeAlert':
          this.ctx.onCantType();
          break;
        case 'lookupWord':
          this.ctx.onLookup(effect.word);
          break;
        // Handled by the timers the state carries.
        case 'paused':
        case 'resumed':
          break;
        default:
          effect satisfies never;
      }
    }
    if (saves.length > 0) this.save(saves);
  }

  /** Starts any save still waiting for its task; resolves when every save has landed. */
  flush(): Promise<void> {
    this.startPending();
    return this.queue;
  }

  private saveOf(paragraph: number, change: ParagraphSave['change']): ParagraphSave {
    return {
      bookId: this.ctx.book.id,
      chapterId: this.ctx.chapterId,
      paragraph,
      layout: this.layout,
      change,
    };
  }

  /**
   * Stores what core makes of the saves; the shell only reports the outcome.
   * Core's work and the transaction start in a task of their own queued
   * right behind the key's, so the Enter that finishes a paragraph is handled
   * and drawn without them (they took 2–4 ms of its event). The profile
   * applies saves in call order and IndexedDB commits them in that order; a
   * page hidden or closed before that task runs starts them at once
   * (`waiting`).
   */
  private save(saves: ParagraphSave[]): void {
    // Durable before the next key: written ahead, synchronously, until the transaction commits.
    const record = recordSaves(this.ctx.profile.databaseName, saves);
    const started = new Promise<void>((resolve) => {
      this.pending.push(() => resolve(this.write(saves, record)));
    });
    this.queue = this.queue.then(() => started);
    if (this.pending.length === 1) {
      waiting.add(this.startPending);
      setTimeout(this.startPending, 0);
    }
  }

  private readonly startPending = (): void => {
    waiting.delete(this.startPending);
    for (const start of this.pending.splice(0)) start();
  };

  private write(saves: ParagraphSave[], record: string | null): Promise<void> {
    return progressOf(this.ctx.profile)
      .saveParagraphs(saves)
      .then(
        (changes) => {
          dropRecords(this.ctx.profile.databaseName, [record]);
          const last = changes.at(-1);
          if (last) this.chapterProgress = last.chapter.stats?.progress ?? 0;
          for (const { personalBest } of changes) {
            if (personalBest === null) continue;
            sounds.record();
            notify({
              type: 'success',
              title: 'New personal best!',
              details: `${Math.round(personalBest.wpm)} wpm`,
            });
          }
        },
        (error: unknown) => {
          console.error(error);
          notify({
            type: 'error',
            title: 'Progress not saved',
            details: 'Your last paragraph could not be saved.',
          });
        },
      );
  }

  private finishChapter(): void {
    const { book, chapterId, cache } = this.ctx;
    const complete = isComplete(this.chapterProgress);
    const drop =
      complete && !book.custom ? cache.dropChapter(chapterKey(book.id, chapterId)) : Promise.resolve();
    void drop.catch(() => undefined).then(() => this.ctx.onChapterDone());
  }
}
