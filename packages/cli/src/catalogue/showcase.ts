import type { ShowcaseEntry } from './catalogue-config';

/** The two showcase files the home page reads (01 §7), newest entry first. */
export function showcaseFiles(entries: readonly ShowcaseEntry[]): {
  showcase: ShowcaseEntry[];
  lastUpdate: { timestamp: number };
} {
  const showcase = [...entries].sort((a, b) => b.createdAt - a.createdAt);
  return { showcase, lastUpdate: { timestamp: showcase[0]?.createdAt ?? 0 } };
}
