/**
 * The community widgets' data (01 §7): chat-server presence and the forum's
 * hot posts from endpoints set at build time (VITE_CHAT_WIDGET_URL,
 * VITE_FORUM_FEED_URL), and the showcase shipped with the catalogue.
 */
import { cataloguePaths } from '@typeshelf/core/book';
import { staticUrl } from '../../page/static-url';

export interface ChatPresence {
  count: number;
  members: string[];
}

export interface ForumPost {
  flair: string;
  title: string;
  url: string;
}

export type ShowcaseEntry =
  | {
      type: 'video';
      src: string;
      title?: string;
      author?: { name: string; link?: string };
      createdAt: number;
    }
  | {
      type: 'article';
      title: string;
      url: string;
      img: string;
      author?: { name: string; link?: string };
      createdAt: number;
    };

const env = import.meta.env as Record<string, string | undefined>;
export const CHAT_WIDGET_URL = env.VITE_CHAT_WIDGET_URL ?? '';
export const FORUM_FEED_URL = env.VITE_FORUM_FEED_URL ?? '';
const FORUM_ORIGIN = env.VITE_FORUM_ORIGIN ?? 'https://www.reddit.com';

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** Presence from the chat server's widget endpoint; null when not configured or failing. */
export async function fetchChatPresence(url = CHAT_WIDGET_URL): Promise<ChatPresence | null> {
  if (!url) return null;
  try {
    const data = (await getJson(url)) as { presence_count?: number; members?: { username?: string }[] };
    if (typeof data.presence_count !== 'number') return null;
    return {
      count: data.presence_count,
      members: (data.members ?? []).map((m) => m.username ?? '').filter(Boolean),
    };
  } catch {
    return null;
  }
}

/** The forum's 3 hot posts; entries without a flair are dropped. Null when not configured or failing. */
export async function fetchForumPosts(url = FORUM_FEED_URL): Promise<ForumPost[] | null> {
  if (!url) return null;
  try {
    const data = (await getJson(url)) as {
      data?: {
        children?: { data?: { link_flair_text?: string | null; title?: string; permalink?: string } }[];
      };
    };
    const posts = (data.data?.children ?? [])
      .map((child) => child.data)
      .filter((post) => post?.link_flair_text && post.title && post.permalink)
      .map((post) => ({
        flair: post!.link_flair_text!,
        title: post!.title!,
        url: `${FORUM_ORIGIN}${post!.permalink!}`,
      }));
    return posts.length > 0 ? posts.slice(0, 3) : null;
  } catch {
    return null;
  }
}

/** The showcase entries: the update stamp first, then the list keyed by it (so caches refresh). */
export async function fetchShowcase(): Promise<ShowcaseEntry[] | null> {
  try {
    const stamp = (await getJson(staticUrl(cataloguePaths.showcaseLastUpdate)).catch(() => ({
      timestamp: 0,
    }))) as {
      timestamp?: number;
    };
    const entries = (await getJson(
      `${staticUrl(cataloguePaths.showcase)}?timestamp=${stamp.timestamp ?? 0}`,
    )) as unknown;
    return Array.isArray(entries) && entries.length > 0 ? (entries as ShowcaseEntry[]) : null;
  } catch {
    return null;
  }
}

/** A showcase picture's address: a catalogue path ('/books/…') from the static origin, a full address as is. */
export function showcaseAsset(src: string): string {
  return /^https?:/u.test(src) ? src : staticUrl(src.replace(/^\//u, ''));
}

/** One entry among the newest 3, picked by `random` (0..1). */
export function pickShowcase(entries: readonly ShowcaseEntry[], random: number): ShowcaseEntry | null {
  const newest = [...entries].sort((a, b) => b.createdAt - a.createdAt).slice(0, 3);
  return newest[Math.min(newest.length - 1, Math.floor(random * newest.length))] ?? null;
}
