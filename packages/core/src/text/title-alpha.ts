const LEADING_ARTICLE = /^(?:the|a|an)\s+/u;

/**
 * The sort key of a title: trimmed, lower-cased, without a leading English
 * article ("The", "A", "An"), so "The Hobbit" sorts under h.
 *
 * A title that is only an article ("A") keeps it, so the key is never empty
 * for a non-empty title.
 *
 * @example titleAlpha('The Hound of the Baskervilles') // 'hound of the baskervilles'
 */
export function titleAlpha(title: string): string {
  const lower = title.trim().replace(/\s+/gu, ' ').toLowerCase();
  return lower.replace(LEADING_ARTICLE, '');
}
