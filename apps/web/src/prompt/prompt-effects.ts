/**
 * Runs the engine's effects (sounds, saves, notices, navigation). Saves start
 * at once and land in order, each in one transaction; the chapter's end
 * waits for them before leaving for the results.
 */
import {
  bookStats,
  type ChapterStats,
  chapterKey,
  chapterStats,
  dayLabel,
  type EngineEffect,
  type ParagraphStats,
  typedLength,
} from '@typeshelf/core';
import { vibrate } from '@typeshelf/react-ui';
import type { CacheData, ChapterParagraphs, ProfileData, ChapterStats as StoredChapterStats } from '../data';
import { notify } from '../state/notifications';
import { sounds } from './app-sounds';
import type { BookRecord } from './book-lookup';
import { coreChapterStats } from './stored-stats';
import { nextSummary } from './summary-update';

/** Minutes east of UTC at an instant, for day labels. */
export const localOffset = (t: number) => -new Date(t).getTimezoneOffset();

export interface EffectContext {
  profile: ProfileData;
  cache: CacheData;
  book: BookRecord;
  chapterId: string;
  /** Character count of each paragraph of the chapter. */
  lengths: readonly number[];
  /** Paragraph stats stored when the chapter opened. */
  paragraphs: ChapterParagraphs;
  /** Chapter stats of the book stored when the chapter opened. */
  chapters: Record<string, StoredChapterStats>;
  /** Vibration ms per key (0 for none). */
  haptics: number;
  /** Queue progress for the server (premium). */
  sync: boolean;
  onLookup: (word: string) => void;
  onCantType: () => void;
  onChapterDone: () => void;
}

/** "Daily goal completed!" shows once per page session, whichever chapter reaches it. */
let dailyGoalShown = false;

export class PromptEffects {
  private queue: Promise<void> = Promise.resolve();
  private readonly paragraphs: ChapterParagraphs;
  private readonly chapters: Record<string, ChapterStats>;
  private readonly chapterLength: number;
  private readonly bookLength: number;

  constructor(private readonly ctx: EffectContext) {
    this.paragraphs = [...ctx.paragraphs];
    this.chapters = { ...coreChapterStats(ctx.chapters) };
    this.chapterLength = ctx.lengths.reduce((a, b) => a + b, 0);
    this.bookLength = typedLength(ctx.book);
  }

  /** Runs one transition's effects. */
  run(effects: readonly EngineEffect[]): void {
    const missed = new Map<number, string[]>();
    for (const effect of effects)
      if (effect.type === 'missedWords') missed.set(effect.paragraph, effect.words);
    for (const effect of effects) {
      switch (effect.type) {
        case 'keySound':
          sounds.keyDown(effect.key);
          break;
        case 'errorSound':
          sounds.error();
          break;
        case 'haptic':
          vibrate(this.ctx.haptics);
          break;
        case 'paragraphSaved':
          this.save(effect.paragraph, effect.stats, missed.get(effect.paragraph) ?? []);
          break;
        case 'paragraphCleared':
          this.save(effect.paragraph, null, []);
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
          void this.flush().then(() => this.finishChapter());
          break;
        case 'cantTypeAlert':
          this.ctx.onCantType();
          break;
        case 'lookupWord':
          this.ctx.onLookup(effect.word);
          break;
        // Handled with the save they belong to, or by the timers the state carries.
        case 'missedWords':
        case 'personalBestCandidate':
        case 'paused':
        case 'resumed':
          break;
        default:
          effect satisfies never;
      }
    }
  }

  /** Resolves when every queued save has landed. */
  flush(): Promise<void> {
    return this.queue;
  }

  private save(index: number, stats: ParagraphStats | null, missedWords: string[]): void {
    const { profile, chapterId } = this.ctx;
    const timestamp = stats?.timestamp ?? Date.now();
    while (this.paragraphs.length <= index) this.paragraphs.push(null);
    this.paragraphs[index] = stats;
    // The summary needs this chapter's and book's stats; they come from the paragraphs this
    // session holds (the same as the stores', which the write recomputes from what is stored).
    const chapter = chapterStats(this.paragraphs, this.chapterLength);
    this.chapters[chapterId] = chapter;
    const book = bookStats(this.ctx.book.chapters, this.chapters);
    const key = chapterKey(this.ctx.book.id, chapterId);
    let newBestWpm: number | null = null;
    const write = () =>
      profile.saveProgress({
        bookId: this.ctx.book.id,
        chapterId,
        paragraphs: [{ index, stats }],
        chapter: (stored) => chapterStats(stored, this.chapterLength),
        book: (stored) => bookStats(this.ctx.book.chapters, coreChapterStats(stored)),
        daily:
          stats?.type === 'typed'
            ? { day: dayLabel(timestamp, localOffset), time: stats.time, typed: stats.length }
            : undefined,
        summary:
          stats === null
            ? undefined
            : (previous) => {
                const next = nextSummary(previous, {
                  paragraph: stats.type === 'typed' ? { id: `${key}__${index}`, stats } : null,
                  chapterKey: key,
                  chapter,
                  chapterLength: this.chapterLength,
                  bookId: this.ctx.book.id,
                  book,
                  bookLength: this.bookLength,
                });
                newBestWpm = next.newBestWpm;
                return next.summary;
              },
        missedWords,
        timestamp,
        sync: this.ctx.sync,
      });
    // The write starts now rather than after the previous one has landed:
    // IndexedDB runs transactions over the same stores in the order they were
    // made, so each still reads what the one before wrote, and a tab closed
    // right after a paragraph has no save of it still waiting its turn.
    const landed = write().then(
      () => {
        if (newBestWpm !== null) {
          sounds.record();
          notify({ type: 'success', title: 'New personal best!', details: `${Math.round(newBestWpm)} wpm` });
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
    this.queue = this.queue.then(() => landed);
  }

  private finishChapter(): void {
    const { book, chapterId, cache } = this.ctx;
    const complete = (this.chapters[chapterId]?.progress ?? 0) >= 1;
    const drop =
      complete && !book.custom ? cache.dropChapter(chapterKey(book.id, chapterId)) : Promise.resolve();
    void drop.catch(() => undefined).then(() => this.ctx.onChapterDone());
  }
}
