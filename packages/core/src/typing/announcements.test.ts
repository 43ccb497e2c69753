import { describe, expect, it } from 'vitest';
import type { TypedParagraphStats } from '../stats/stats-types';
import {
  announcesParagraphs,
  keyAnnouncement,
  nextWordsAnnouncement,
  paragraphAnnouncement,
} from './announcements';
import type { PromptView } from './prompt-view';

const typed = {
  type: 'typed',
  wpm: { value: 51.6, raw: 55, weight: 1 },
  acc: { value: 97.8, weight: 1 },
} as TypedParagraphStats;

describe('announcements', () => {
  it('says a finished paragraph with its speed and accuracy, or that it was read', () => {
    expect(paragraphAnnouncement(2, 12, typed)).toBe('Paragraph 3 of 12 done: 52 wpm, 98% accuracy.');
    expect(paragraphAnnouncement(0, 1, { type: 'read', timestamp: 0, length: 3 })).toBe(
      'Paragraph 1 of 1 marked read.',
    );
  });

  it('says finished paragraphs at every level but off', () => {
    expect(['off', 'paragraphs', 'errors', 'keys'].map((l) => announcesParagraphs(l as never))).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('stays silent per key unless the level asks for errors or every key', () => {
    const wrong = { char: 'x', correct: false, previous: null };
    const right = { char: ' ', correct: true, previous: null };
    expect(keyAnnouncement(wrong, 'paragraphs')).toBeNull();
    expect(keyAnnouncement(wrong, 'off')).toBeNull();
    expect(keyAnnouncement(wrong, 'errors')).toBe('Error: x.');
    expect(keyAnnouncement(right, 'errors')).toBeNull();
    expect(keyAnnouncement(right, 'keys')).toBe('space');
  });

  it('reads the next words from the caret', () => {
    const view = {
      paragraph: 0,
      paragraphCount: 1,
      caret: { paragraph: 0, index: 4 },
      paragraphs: [
        { index: 0, words: [{ chars: [...'The '] }, { chars: [...'quick '] }, { chars: [...'fox'] }] },
      ],
    } as unknown as PromptView;
    expect(nextWordsAnnouncement(view)).toBe('Next: quick fox');
    expect(nextWordsAnnouncement({ ...view, caret: { paragraph: 0, index: 13 } })).toBe(
      'End of the paragraph: press Enter.',
    );
    expect(nextWordsAnnouncement({ ...view, caret: null, paragraph: 1 })).toBe('End of the chapter.');
  });
});
