/**
 * The three communities /share links to (02 §2), the chat and the forum also
 * from the home page's Chat and Forum cards. Set at build time with
 * VITE_COMMUNITIES, a JSON list of {name, url, description, kind}; the
 * defaults point at the project's own places.
 */
export interface Community {
  name: string;
  url: string;
  description: string;
  /** The chat server or the forum the home page's cards read from, if it is one of them. */
  kind?: 'chat' | 'forum';
}

const DEFAULTS: Community[] = [
  {
    name: 'Discord',
    url: 'https://discord.gg/typeshelf',
    description: 'Chat with other typists, ask for help and share your progress.',
    kind: 'chat',
  },
  {
    name: 'Reddit',
    url: 'https://www.reddit.com/r/typeshelf/',
    description: 'Discussions, tips and the books people are typing.',
    kind: 'forum',
  },
  {
    name: 'GitHub',
    url: 'https://github.com/typeshelf/typeshelf',
    description: 'The source code: report a bug or suggest a feature.',
  },
];

function configured(): Community[] | null {
  const raw = (import.meta.env as Record<string, string | undefined>).VITE_COMMUNITIES;
  if (!raw) return null;
  try {
    const list = JSON.parse(raw) as Community[];
    const valid = list.filter((c) => typeof c?.name === 'string' && typeof c?.url === 'string');
    return valid.length > 0
      ? valid.slice(0, 3).map((c) => ({
          name: c.name,
          url: c.url,
          description: c.description ?? '',
          ...(c.kind === 'chat' || c.kind === 'forum' ? { kind: c.kind } : {}),
        }))
      : null;
  } catch {
    return null;
  }
}

export const COMMUNITIES: readonly Community[] = configured() ?? DEFAULTS;

/** The community of a kind (the chat server, the forum), if one is set. */
export function communityOf(kind: 'chat' | 'forum'): Community | undefined {
  return COMMUNITIES.find((community) => community.kind === kind);
}
