import { type RefObject, useEffect, useRef, useState } from 'react';

export interface SearchBoxProps {
  /** The search text in the address. */
  value: string;
  /** Called with the text once typing paused for `delay` ms. */
  onSearch: (text: string) => void;
  /** Called with the text at every keystroke, before the pause: what a search will need can start loading. */
  onTyping?: (text: string) => void;
  delay?: number;
  autoFocus?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The library search box, debounced (300 ms by default). */
export function SearchBox({
  value,
  onSearch,
  onTyping,
  delay = 300,
  autoFocus = false,
  inputRef,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The address changed from elsewhere (a chip, back button): show it.
  useEffect(() => setText(value), [value]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <search className="search-box">
      <label htmlFor="library-search" className="visually-hidden">
        Search books
      </label>
      <input
        id="library-search"
        ref={inputRef}
        type="search"
        placeholder="Search by title, author, genre…"
        value={text}
        // biome-ignore lint/a11y/noAutofocus: the mobile search button asks for the focus explicitly.
        autoFocus={autoFocus}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          onTyping?.(next);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => latest.current(next), delay);
        }}
      />
    </search>
  );
}
