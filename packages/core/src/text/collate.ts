/*
 * One collation for every A→Z list, so "Émile Zola" files under E beside
 * "Emma", as search already folds accents, instead of after "Zweig" as code
 * units would put it. The locale is fixed (root rules through "en") rather
 * than the browser's, so a list sorts the same on every device and in the
 * catalogue build; case and accents only break ties ("emile" < "Émile").
 */
let collator: Intl.Collator | undefined;
// Made on the first comparison, not on import: building one costs 20–35 ms in a browser, and a
// screen that imports the sorts without sorting (home) should not pay for it at start-up.
const collation = () => (collator ??= new Intl.Collator('en', { usage: 'sort', sensitivity: 'variant' }));

/**
 * Compares two strings for an A→Z order: locale-aware, accents with their
 * base letter, then code units, so strings the collation calls equal (an
 * NFC and an NFD spelling) still sort in one deterministic order.
 *
 * @example ['Zweig', 'Émile Zola', 'Austen'].sort(collate) // ['Austen', 'Émile Zola', 'Zweig']
 */
export function collate(a: string, b: string): number {
  return collation().compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
