import { describe, expect, it } from 'vitest';
import { titleAlpha } from './title-alpha';

describe('titleAlpha', () => {
  it('lower-cases and drops a leading the, a or an', () => {
    expect(titleAlpha('The Hound of the Baskervilles')).toBe('hound of the baskervilles');
    expect(titleAlpha('A Study in Scarlet')).toBe('study in scarlet');
    expect(titleAlpha('An Enemy of the People')).toBe('enemy of the people');
    expect(titleAlpha('Dracula')).toBe('dracula');
  });

  it('keeps articles that are not a leading word', () => {
    expect(titleAlpha('Theodora')).toBe('theodora');
    expect(titleAlpha('Anna Karenina')).toBe('anna karenina');
    expect(titleAlpha('Around the World')).toBe('around the world');
    expect(titleAlpha('A')).toBe('a');
  });

  it('trims and collapses spaces, and gives the custom-book default', () => {
    expect(titleAlpha('  The   Time  Machine ')).toBe('time machine');
    expect(titleAlpha('No Title')).toBe('no title');
  });
});
