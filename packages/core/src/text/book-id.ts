/**
 * What a book id may be (a slug of `bookSlug` (`book-slug.ts`)'s shape or a UUID),
 * apart from how a slug is made: the checks of every stored or fetched
 * book read it, and need none of the latinising tables that making one does.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

/**
 * The random-UUID alternative to `bookSlug` (`book-slug.ts`): the id is whatever the
 * injected generator returns (the shell passes `() => crypto.randomUUID()`,
 * tests a seeded `uuidV4`), checked and lower-cased.
 */
export function randomBookSlug(uuid: () => string): string {
  const id = uuid().trim().toLowerCase();
  if (!UUID.test(id)) throw new RangeError(`Not a UUID: ${id}`);
  return id;
}

const SLUG_PART = String.raw`[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*`;
const BOOK_SLUG = new RegExp(`^${SLUG_PART}--${SLUG_PART}$`, 'u');

/**
 * True for an id `bookSlug` (`book-slug.ts`) or {@link randomBookSlug} could have made:
 * lower-case letters, marks and digits in single-dash runs on each side of
 * one double dash, or a UUID. Imported files are held to it, so an id can
 * never contain the `__` that separates a book from its chapters in keys.
 */
export function isBookId(id: string): boolean {
  return id === id.toLowerCase() && (BOOK_SLUG.test(id) || UUID.test(id));
}
