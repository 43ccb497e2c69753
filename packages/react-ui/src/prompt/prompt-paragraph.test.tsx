import { render } from '@testing-library/react';
import {
  createSession,
  DEFAULT_ENGINE_OPTIONS,
  type EngineState,
  prepareChapter,
  promptView,
  transition,
} from '@typeshelf/core';
import { describe, expect, it } from 'vitest';
import { PromptParagraph } from './prompt-paragraph';

function typed(paragraphs: string[], keys: string): EngineState {
  let state = createSession(prepareChapter(paragraphs), DEFAULT_ENGINE_OPTIONS);
  [...keys].forEach((key, i) => {
    state = transition(state, {
      type: 'key',
      key: key === '\n' ? 'Enter' : key,
      timeStamp: 1000 + 100 * i,
    }).state;
  });
  return state;
}

const look = { highlightIncorrectWords: true, newlineIndicator: true } as const;

function drawn(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-char]')].map(
    (el) => `${el.textContent}:${el.getAttribute('data-state')}`,
  );
}

describe('PromptParagraph', () => {
  it('draws each character with its state and the typed letter for the replace display', () => {
    const view = promptView(typed(['ab cd'], 'az ')).paragraphs[0]!;
    const { container } = render(<PromptParagraph view={view} showTypos="replace" {...look} />);
    expect(drawn(container)).toEqual(['a:c', 'z:x', ' :c', 'c:.', 'd:.', '↵:.']);
    const flagged = [...container.querySelectorAll('[data-word-incorrect]')].map((el) => el.textContent);
    expect(flagged).toEqual(['a', 'z', ' ']);
  });

  it('keeps the expected letter and shows the typed one beside it in the other display', () => {
    const view = promptView(typed(['abc d'], 'az')).paragraphs[0]!;
    const { container } = render(<PromptParagraph view={view} showTypos="other" {...look} />);
    const wrong = container.querySelector('[data-state="x"]');
    expect(wrong?.textContent).toBe('b');
    expect(wrong?.getAttribute('data-typo')).toBe('z');
    // A word typed wrong but not finished is not flagged yet.
    expect(container.querySelector('[data-word-incorrect]')).toBeNull();
  });

  it('draws a finished paragraph with its newline marker typed', () => {
    const view = promptView(typed(['ab', 'cd'], 'ab\n')).paragraphs[0]!;
    const { container } = render(<PromptParagraph view={view} showTypos="highlight" {...look} />);
    expect(container.querySelector('p')?.getAttribute('data-status')).toBe('typed');
    expect(drawn(container)).toEqual(['a:c', 'b:c', '↵:c']);
  });

  it('draws astral characters as one character each', () => {
    const view = promptView(typed(['𝒜b c'], '𝒜')).paragraphs[0]!;
    const { container } = render(<PromptParagraph view={view} showTypos="highlight" {...look} />);
    expect(drawn(container)).toEqual(['𝒜:c', 'b:.', ' :.', 'c:.', '↵:.']);
  });

  it('draws a 100,000-character paragraph character by character only near the caret, the rest as runs', () => {
    const text = 'lorem ipsum dolor '.repeat(5556).trim();
    const typedPart = text.slice(0, 10_000);
    const view = promptView(typed([text], typedPart)).paragraphs[0]!;
    const { container } = render(<PromptParagraph view={view} showTypos="replace" {...look} />);
    const chars = container.querySelectorAll('.prompt-char:not(.prompt-run)');
    expect(chars.length).toBeLessThan(5_200);
    const caret = container.querySelector(`[data-char="${typedPart.length}"]`);
    expect(caret?.getAttribute('data-state')).toBe('.');
    expect(container.querySelector(`[data-char="${typedPart.length - 1}"]`)?.getAttribute('data-state')).toBe(
      'c',
    );
    const runs = [...container.querySelectorAll('.prompt-run')].map((el) => el.getAttribute('data-state'));
    expect(runs).toEqual(['c', '.']);
    // Nothing is lost from the line flow: the paragraph still reads as the whole text.
    expect(container.querySelector('p')?.textContent).toBe(`${text}↵`);
  });
});
