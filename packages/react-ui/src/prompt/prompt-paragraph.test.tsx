import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isWordIncorrect, splitWords } from './char-states';
import { PromptParagraph } from './prompt-paragraph';

describe('words and states', () => {
  it('splits text into words that keep their spaces', () => {
    const text = 'The quick  fox';
    expect(splitWords(text).map((w) => text.slice(w.start, w.end))).toEqual(['The ', 'quick  ', 'fox']);
  });

  it('flags a word only once it is fully typed with a mistake', () => {
    expect(isWordIncorrect('cx', 'The ')).toBe(false);
    expect(isWordIncorrect('cx.', 'The ')).toBe(false);
    expect(isWordIncorrect('cxc', 'The ')).toBe(true);
    expect(isWordIncorrect('cfccc', 'quick')).toBe(false);
  });
});

describe('PromptParagraph', () => {
  const base = {
    index: 0,
    text: 'ab cd',
    status: 'active' as const,
    highlightIncorrectWords: true,
    newlineIndicator: true,
  };

  it('draws each character with its state and the typed letter for the replace display', () => {
    const { container } = render(
      <PromptParagraph {...base} states="cxc..." typed="az " showTypos="replace" />,
    );
    const chars = [...container.querySelectorAll('[data-char]')].map(
      (el) => `${el.textContent}:${el.getAttribute('data-state')}`,
    );
    expect(chars).toEqual(['a:c', 'z:x', ' :c', 'c:.', 'd:.', '↵:.']);
    const flagged = [...container.querySelectorAll('[data-word-incorrect]')].map((el) => el.textContent);
    expect(flagged).toEqual(['a', 'z', ' ']);
  });

  it('keeps the expected letter and shows the typed one beside it in the other display', () => {
    const { container } = render(<PromptParagraph {...base} states="cx...." typed="az" showTypos="other" />);
    const wrong = container.querySelector('[data-state="x"]');
    expect(wrong?.textContent).toBe('b');
    expect(wrong?.getAttribute('data-typo')).toBe('z');
  });
});
