/**
 * The characters a book's language writes with, for the engine's rule that
 * characters outside them are accepted as typed (01 §5). Core's language
 * tables (a few kilobytes) load while the chapter does, not in the prompt's
 * first load.
 */
import { useEffect, useMemo, useState } from 'react';

type CharsetFor = (language: string) => ReadonlySet<string> | null;

let loaded: CharsetFor | null = null;
let loading: Promise<CharsetFor> | null = null;

function loadCharsets(): Promise<CharsetFor> {
  if (loading === null) {
    const next = import('./language-charset').then(({ charsetForLanguage }) => {
      loaded = charsetForLanguage;
      return loaded;
    });
    loading = next;
    // A chunk that failed to load (offline after an update) is asked for again next time.
    next.catch(() => {
      if (loading === next) loading = null;
    });
  }
  return loading;
}

/** The language's characters (null when it has no list), or undefined while the tables load. */
export function useLanguageCharset(language: string): ReadonlySet<string> | null | undefined {
  const [charsetFor, setCharsetFor] = useState(() => loaded);
  useEffect(() => {
    if (charsetFor) return;
    let live = true;
    loadCharsets().then(
      (next) => {
        if (live) setCharsetFor(() => next);
      },
      (error: unknown) => console.error('Could not load the language tables', error),
    );
    return () => {
      live = false;
    };
  }, [charsetFor]);
  return useMemo(() => charsetFor?.(language), [charsetFor, language]);
}
