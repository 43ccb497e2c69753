/**
 * A cover's address for an <img>. Apart from the book card's props
 * (`book-tile.ts`), so screens that show a cover without a card (the prompt,
 * the book page) do not carry the card's presentation rules.
 */
import { staticUrl } from '../page/static-url';

/** A cover address from the index: data URLs and absolute addresses as they are, catalogue paths from the base. */
export function coverSrc(url: string | null): string | null {
  if (url === null || url === '') return null;
  if (/^(data:|blob:|https?:|\/)/.test(url)) return url;
  return staticUrl(url);
}
