import { fc } from '@fast-check/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('searches once, 300 ms after the last keystroke, with the last text', () => {
    const onSearch = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search books' });
    fireEvent.change(input, { target: { value: 'h' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'ho' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ho');
  });

  it('fires one search per pause, whatever the rhythm of the typing', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 700 }), { minLength: 1, maxLength: 12 }), (gaps) => {
        const onSearch = vi.fn();
        const { unmount } = render(<SearchBox value="" onSearch={onSearch} />);
        const input = screen.getByRole('searchbox', { name: 'Search books' });
        let text = '';
        let pauses = 0;
        for (const gap of gaps) {
          text += 'a';
          fireEvent.change(input, { target: { value: text } });
          act(() => vi.advanceTimersByTime(gap));
          // A pause of 300 ms or more lets the pending search fire.
          if (gap >= 300) pauses += 1;
        }
        act(() => vi.advanceTimersByTime(300));
        const trailing = (gaps.at(-1) ?? 0) >= 300 ? 0 : 1;
        expect(onSearch).toHaveBeenCalledTimes(pauses + trailing);
        expect(onSearch).toHaveBeenLastCalledWith(text);
        unmount();
      }),
    );
  });

  it('hears every keystroke at once, before the pause', () => {
    const onSearch = vi.fn();
    const onTyping = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} onTyping={onTyping} />);
    const input = screen.getByRole('searchbox', { name: 'Search books' });
    fireEvent.change(input, { target: { value: 'd' } });
    expect(onTyping).toHaveBeenLastCalledWith('d');
    fireEvent.change(input, { target: { value: 'dr' } });
    expect(onTyping).toHaveBeenCalledTimes(2);
    expect(onTyping).toHaveBeenLastCalledWith('dr');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows a new value from the address', () => {
    const { rerender } = render(<SearchBox value="dracula" onSearch={() => undefined} />);
    expect(screen.getByRole('searchbox', { name: 'Search books' })).toHaveProperty('value', 'dracula');
    rerender(<SearchBox value="" onSearch={() => undefined} />);
    expect(screen.getByRole('searchbox', { name: 'Search books' })).toHaveProperty('value', '');
  });
});
