/**
 * Showcase entries (03 §3): videos and articles about the product, from the
 * catalogue's showcase data. Entries that lack what the page shows (an
 * article's title and address, a video's source) are left out rather than
 * shown broken.
 */

/** One entry as /data/showcase.json holds it. */
export interface ShowcaseEntry {
  type: 'video' | 'article';
  /** The video's embed address (videos only). */
  src?: string;
  /** The entry's own page. */
  url?: string;
  /** A preview picture. */
  img?: string;
  title?: string;
  author?: { name: string; link: string | null };
  /** ms since the epoch. */
  createdAt: number;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The valid entries of a parsed showcase file, newest first. */
export function showcaseEntries(data: unknown): ShowcaseEntry[] {
  if (!Array.isArray(data)) return [];
  const entries: ShowcaseEntry[] = [];
  for (const item of data as Record<string, unknown>[]) {
    if (item === null || typeof item !== 'object') continue;
    if (typeof item.createdAt !== 'number' || !Number.isFinite(item.createdAt)) continue;
    if (item.type === 'article' && !(isText(item.title) && isText(item.url))) continue;
    if (item.type === 'video' && !isText(item.src)) continue;
    if (item.type !== 'video' && item.type !== 'article') continue;
    const author = item.author as Record<string, unknown> | undefined;
    entries.push({
      type: item.type,
      ...(isText(item.src) ? { src: item.src } : {}),
      ...(isText(item.url) ? { url: item.url } : {}),
      ...(isText(item.img) ? { img: item.img } : {}),
      ...(isText(item.title) ? { title: item.title } : {}),
      ...(author && isText(author.name)
        ? { author: { name: author.name, link: isText(author.link) ? author.link : null } }
        : {}),
      createdAt: item.createdAt,
    });
  }
  return entries.sort((a, b) => b.createdAt - a.createdAt);
}
