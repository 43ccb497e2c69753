/**
 * The word a dictionary lookup asks for (01 §5): leading and trailing
 * non-letters stripped, lower-cased, cut at the first apostrophe.
 *
 *   "“Holmes’s," → "holmes"    "(don't)" → "don"    "--" → ""
 */
export function dictionaryWord(raw: string): string {
  const trimmed = raw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').toLowerCase();
  const apostrophe = trimmed.search(/['’]/);
  return apostrophe < 0 ? trimmed : trimmed.slice(0, apostrophe);
}

/** One dictionary entry as the service returns it (01 §7). */
export interface DictionaryEntry {
  word: string;
  phonetic?: string;
  phonetics?: { text?: string; audio?: string }[];
  meanings: {
    partOfSpeech: string;
    definitions: { definition: string; example?: string }[];
    synonyms?: string[];
  }[];
  sourceUrls?: string[];
}

/** Fetches the entries for `word`; null on any failure (non-OK status, network, bad JSON). */
export async function fetchDefinition(
  endpoint: string,
  word: string,
  fetcher: typeof fetch = fetch,
): Promise<DictionaryEntry[] | null> {
  try {
    const base = endpoint.endsWith('/') ? endpoint : `${endpoint}/`;
    const response = await fetcher(`${base}${encodeURIComponent(word)}`);
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return Array.isArray(body) && body.length > 0 ? (body as DictionaryEntry[]) : null;
  } catch {
    return null;
  }
}
