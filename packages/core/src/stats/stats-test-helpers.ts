import type { ReadParagraphStats, TypedParagraphStats } from './stats-types';

/** A typed paragraph's stats with round figures: `time` ms of typing, weights as the engine gives them. */
export function typedStats(
  timestamp: number,
  length: number,
  wpm: number,
  acc = 97,
  con = 80,
  time = 4000,
): TypedParagraphStats {
  return {
    type: 'typed',
    wpm: { value: wpm, raw: wpm + 3, weight: time },
    acc: { value: acc, weight: length },
    con: { value: con, weight: time },
    time,
    timestamp,
    length,
  };
}

export const readStats = (timestamp: number, length: number): ReadParagraphStats => ({
  type: 'read',
  timestamp,
  length,
});
