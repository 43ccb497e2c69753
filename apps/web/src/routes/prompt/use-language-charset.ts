/**
 * The characters a book's language writes with, for the engine's rule that
 * characters outside them are accepted as typed (01 §5). Core's language
 * tables (a few kilobytes) load while the chapter does, not in the prompt's
 * first load, and only for a book not in English: English's characters are
 * known without them.
 */
import { englishCharset } from '@typeshelf/core/text';
import { useMemo } from 'react';
import { onDemand } from '../../page/on-demand';
import { useOnDemand } from '../../page/use-on-demand';

type CharsetFor = (language: string) => ReadonlySet<string> | null;

const charsets = onDemand<CharsetFor>(() =>
  import('./language-charset').then(({ charsetForLanguage }) => charsetForLanguage),
);

/** The language's characters (null when it has no list), or undefined while the tables load. */
export function useLanguageCharset(language: string): ReadonlySet<string> | null | undefined {
  const english = englishCharset(language);
  const charsetFor = useOnDemand(charsets, 'the language tables', english === null);
  return useMemo(() => english ?? charsetFor?.(language), [english, charsetFor, language]);
}
