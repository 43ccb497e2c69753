/**
 * What the prompt says to a screen reader through its polite live region.
 * A typist hears a finished paragraph's speed and accuracy, the next words
 * when they ask for them, and, only at the levels that ask for it, each error
 * or each key: a screen reader that speaks on every key drowns the text.
 *
 * @example
 * paragraphAnnouncement(2, 12, typedStats); // "Paragraph 3 of 12 done: 52 wpm, 98% accuracy."
 * keyAnnouncement({ char: 'x', correct: false, previous }, 'errors'); // "Error: x."
 * nextWordsAnnouncement(view); // "Next: quick brown fox jumps over"
 */
import type { AnnounceLevel } from '../settings/settings-options';
import type { ParagraphStats } from '../stats/stats-types';
import type { PromptView } from './prompt-view';
import type { TypedChar } from './typed-buffer';

/** Names for characters a screen reader would otherwise skip or say ambiguously. */
const SPOKEN: Record<string, string> = { ' ': 'space', '\n': 'new line', '\u00a0': 'space' };
const spoken = (char: string) => SPOKEN[char] ?? char;

/** Whether a finished paragraph is said at a level: at every level but off. */
export function announcesParagraphs(level: AnnounceLevel): boolean {
  return level !== 'off';
}

export function paragraphAnnouncement(index: number, count: number, stats: ParagraphStats): string {
  const which = `Paragraph ${index + 1} of ${count}`;
  if (stats.type === 'read') return `${which} marked read.`;
  return `${which} done: ${Math.round(stats.wpm.value)} wpm, ${Math.round(stats.acc.value)}% accuracy.`;
}

/** What a key press says at a level; null when it says nothing. */
export function keyAnnouncement(typed: TypedChar | null, level: AnnounceLevel): string | null {
  if (typed === null || level === 'off' || level === 'paragraphs') return null;
  if (!typed.correct) return `Error: ${spoken(typed.char)}.`;
  return level === 'keys' ? spoken(typed.char) : null;
}

/** The rest of the current word and the words after it, up to `words` words, from the caret. */
export function nextWordsAnnouncement(view: PromptView, words = 6): string {
  const caret = view.caret;
  const paragraph = caret ? view.paragraphs.find((p) => p.index === caret.paragraph) : undefined;
  if (!caret || !paragraph)
    return view.paragraph >= view.paragraphCount ? 'End of the chapter.' : 'Nothing to type here.';
  const text = paragraph.words.flatMap((w) => w.chars).join('');
  const rest = text.slice(caret.index).trim();
  if (rest === '') return 'End of the paragraph: press Enter.';
  return `Next: ${rest.split(/\s+/).slice(0, words).join(' ')}`;
}
