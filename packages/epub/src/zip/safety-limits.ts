/**
 * Bounds that keep a hostile file from exhausting memory or time. The
 * defaults leave ample room for real books (War and Peace unpacks to about
 * 10 MB) while refusing zip bombs before anything is inflated, and bound what
 * a small file can ask for once inflated: text and chapters are counted as
 * they are read.
 */
export interface SafetyLimits {
  /** Largest input file accepted, in bytes. */
  maxInputBytes: number;
  /** Most entries in the archive. */
  maxEntries: number;
  /** Largest sum of declared uncompressed sizes, in bytes. */
  maxTotalBytes: number;
  /** Highest uncompressed/compressed ratio for entries larger than `ratioFloorBytes`. */
  maxRatio: number;
  /** Entries up to this size are never refused for their ratio. */
  ratioFloorBytes: number;
  /** Most characters of text read from the spine, before normalisation. */
  maxCharacters: number;
  /** Most chapters in the converted book. */
  maxChapters: number;
  /** Most times the spine may list one item (EPUB 3.3 lets a book repeat one). */
  maxSpineRepeats: number;
}

export const DEFAULT_SAFETY_LIMITS: Readonly<SafetyLimits> = {
  maxInputBytes: 256 * 1024 * 1024,
  maxEntries: 20_000,
  maxTotalBytes: 512 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
  // War and Peace holds about 3.3 million characters in 365 chapters.
  maxCharacters: 16_000_000,
  maxChapters: 5_000,
  maxSpineRepeats: 10,
};

export function resolveLimits(limits?: Partial<SafetyLimits>): SafetyLimits {
  return { ...DEFAULT_SAFETY_LIMITS, ...limits };
}
