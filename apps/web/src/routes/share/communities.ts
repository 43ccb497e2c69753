/**
 * The three communities /share links to (02 §2). Set at build time with
 * VITE_COMMUNITIES, a JSON list of {name, url, description}; the defaults
 * point at the project's own places.
 */
export interface Community {
  name: string;
  url: string;
  description: string;
}

const DEFAULTS: Community[] = [
  {
    name: 'Discord',
    url: 'https://discord.gg/typeshelf',
    description: 'Chat with other typists, ask for help and share your progress.',
  },
  {
    name: 'Reddit',
    url: 'https://www.reddit.com/r/typeshelf/',
    description: 'Discussions, tips and the books people are typing.',
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
      ? valid.slice(0, 3).map((c) => ({ ...c, description: c.description ?? '' }))
      : null;
  } catch {
    return null;
  }
}

export const COMMUNITIES: readonly Community[] = configured() ?? DEFAULTS;
