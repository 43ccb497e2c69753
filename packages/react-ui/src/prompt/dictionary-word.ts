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
