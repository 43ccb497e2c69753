/*
 * One collation for every A→Z list, so "Émile Zola" files under E beside
 * "Emma", as search already folds accents, instead of after "Zweig" as code
 * units would put it. The locale is fixed (root rules through "en") rather
 * than the browser's, so a list sorts the same on every device and in the
 * catalogue build; case and accents only break ties ("emile" < "Émile").
 */
const collator = new Intl.Collator('en', { usage: 'sort', sensitivity: 'variant' });

/**
 * Compares two strings for an A→Z order: locale-aware, accents with their
 * base letter, then code units, so strings the collation calls equal (an
 * NFC and an NFD spelling) still sort in one deterministic order.
 *
 * @example ['Zweig', 'Émile Zola', 'Austen'].sort(collate) // ['Austen', 'Émile Zola', 'Zweig']
 */
export function collate(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
