/**
 * Short drills from the typist's own mistakes (docs/metrics.md, "Practice").
 * Candidates are the journal's missed words and its slowest letter pairs,
 * each weighted by how often and how recently; a drill draws from them by
 * weighted sampling without replacement, driven by a seed, so the same
 * journal, time and seed always give the same drill.
 */
import type { MistakeJournal, PairTiming, WordMistakes } from './mistake-journal';

/** A mistake's recency weight halves every 14 days. */
export const RECENCY_HALF_LIFE_MS = 14 * 24 * 60 * 60 * 1000;
/** However old, a mistake keeps this share of its weight (old misses still come up, less often). */
export const RECENCY_FLOOR = 0.25;
/** A pair needs this many timed samples before it can count as slow. */
export const PAIR_MIN_SAMPLES = 5;

export const DRILL_WORDS = 10;
export const DRILL_PAIRS = 3;
/** Each drilled word is typed this many times, and each pair in this many words. */
export const WORD_REPEATS = 2;
export const PAIR_REPEATS = 3;

/** RECENCY_FLOOR + (1 − RECENCY_FLOOR) · 2^(−age / half-life); 1 for a mistake made now. */
export function recencyFactor(last: number, now: number): number {
  const age = Math.max(0, now - last);
  return RECENCY_FLOOR + (1 - RECENCY_FLOOR) * 2 ** (-age / RECENCY_HALF_LIFE_MS);
}

/** A missed word's weight: times missed × recency. */
export function wordWeight(word: WordMistakes, now: number): number {
  return word.count * recencyFactor(word.last, now);
}

/**
 * A pair's weight: how much slower than the typist's mean pair time it is
 * (mean ÷ overall mean − 1, so only pairs slower than average count) × the
 * log of its samples (a pair met often matters more) × recency.
 */
export function pairWeight(pair: PairTiming, meanMs: number, now: number): number {
  if (pair.count < PAIR_MIN_SAMPLES || meanMs <= 0) return 0;
  const slower = pair.ms / meanMs - 1;
  return slower > 0 ? slower * Math.log2(1 + pair.count) * recencyFactor(pair.last, now) : 0;
}

export interface DrillCandidate {
  kind: 'word' | 'pair';
  item: string;
  weight: number;
}

/** The key a drilled item's history is kept under. */
export const itemKey = (item: { kind: 'word' | 'pair'; item: string }) => `${item.kind}:${item.item}`;

/** The mean pair time, weighted by samples, over pairs with enough of them. */
function meanPairMs(pairs: Readonly<Record<string, PairTiming>>): number {
  let total = 0;
  let count = 0;
  for (const pair of Object.values(pairs)) {
    if (pair.count < PAIR_MIN_SAMPLES) continue;
    total += pair.ms * pair.count;
    count += pair.count;
  }
  return count > 0 ? total / count : 0;
}

/** Every candidate with a positive weight, heaviest first (ties by kind and item). */
export function drillCandidates(journal: MistakeJournal, now: number): DrillCandidate[] {
  const out: DrillCandidate[] = [];
  for (const [item, word] of Object.entries(journal.words)) {
    const weight = wordWeight(word, now);
    if (weight > 0 && item !== '') out.push({ kind: 'word', item, weight });
  }
  const mean = meanPairMs(journal.pairs);
  for (const [item, pair] of Object.entries(journal.pairs)) {
    const weight = pairWeight(pair, mean, now);
    if (weight > 0) out.push({ kind: 'pair', item, weight });
  }
  return out.sort(
    (a, b) => b.weight - a.weight || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.item < b.item ? -1 : 1),
  );
}

/** mulberry32: a small seeded generator, so a drill is reproducible from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` candidates drawn without replacement, each with probability in
 * proportion to its weight (Efraimidis–Spirakis: the largest u^(1/w)).
 */
export function weightedSample(candidates: readonly DrillCandidate[], count: number, random: () => number) {
  return candidates
    .map((candidate) => ({ candidate, key: random() ** (1 / candidate.weight) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

/** A drilled item and where each of its repeats lies in the drill text. */
export interface DrillPart {
  kind: 'word' | 'pair';
  item: string;
  weight: number;
  /** Character spans [start, end) of its words in the text (code points). */
  spans: { start: number; end: number }[];
}

export interface Drill {
  /** One paragraph to type. */
  text: string;
  parts: DrillPart[];
}

export interface DrillOptions {
  now: number;
  seed: number;
  words?: number;
  pairs?: number;
  /** Drill only these words (the ones missed in a chapter); words the journal lacks are left out. */
  only?: readonly string[];
}

/** The words a pair is drilled in: missed words holding it, else the pair itself. */
function pairWords(pair: string, journal: MistakeJournal, random: () => number): string[] {
  const holding = Object.keys(journal.words)
    .filter((word) => word.includes(pair))
    .sort();
  return Array.from({ length: PAIR_REPEATS }, () =>
    holding.length > 0 ? (holding[Math.floor(random() * holding.length)] as string) : pair,
  );
}

/** Builds a drill (see the module comment); empty text when there is nothing to practise. */
export function buildDrill(journal: MistakeJournal, options: DrillOptions): Drill {
  const random = seededRandom(options.seed);
  let candidates = drillCandidates(journal, options.now);
  let wordCount = options.words ?? DRILL_WORDS;
  let pairCount = options.pairs ?? DRILL_PAIRS;
  if (options.only !== undefined) {
    const only = new Set(options.only);
    candidates = candidates.filter((c) => c.kind === 'word' && only.has(c.item));
    wordCount = candidates.length;
    pairCount = 0;
  }
  const chosen = [
    ...weightedSample(
      candidates.filter((c) => c.kind === 'word'),
      wordCount,
      random,
    ),
    ...weightedSample(
      candidates.filter((c) => c.kind === 'pair'),
      pairCount,
      random,
    ),
  ];
  // Each repeat becomes a token; the tokens are shuffled so a word's repeats do not sit together.
  const tokens: { part: number; word: string }[] = [];
  chosen.forEach((candidate, part) => {
    const words =
      candidate.kind === 'word'
        ? Array.from({ length: WORD_REPEATS }, () => candidate.item)
        : pairWords(candidate.item, journal, random);
    for (const word of words) tokens.push({ part, word });
  });
  for (let i = tokens.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [tokens[i], tokens[j]] = [tokens[j] as (typeof tokens)[number], tokens[i] as (typeof tokens)[number]];
  }
  const parts: DrillPart[] = chosen.map((c) => ({ ...c, spans: [] }));
  let at = 0;
  const words: string[] = [];
  for (const { part, word } of tokens) {
    const length = [...word].length;
    parts[part]?.spans.push({ start: at, end: at + length });
    words.push(word);
    at += length + 1;
  }
  return { text: words.join(' '), parts };
}
