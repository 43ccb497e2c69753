import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clockOffset, serverTime } from '../sync/server-clock';
import { cellStats, mergeCells } from './paragraph-cell';
import { readStats, typedStats } from './progress-test-helpers';
import type { ParagraphCell } from './progress-types';

interface Side {
  typed?: number;
  read?: number;
  cleared?: number;
  /** How far the side's device clock is ahead of the server's (ms; negative: behind). */
  skew?: number;
}
interface Case {
  name: string;
  a: Side;
  b: Side;
  expected: { type: 'typed' | 'read' | 'none'; timestamp?: number };
}

const table = JSON.parse(
  readFileSync(new URL('../../../../fixtures/sync/conflict-cases.json', import.meta.url), 'utf8'),
) as { cases: Case[] };

/**
 * The side's times as its device stamps them: its clock shows each real time
 * plus its skew, and it adds the offset learned from one 40 ms round trip.
 */
function stamped(side: Side): Side {
  const skew = side.skew ?? 0;
  const trip = 1_000_000;
  const offset = clockOffset(trip + 20, trip + skew, trip + skew + 40);
  const stamp = (real: number | undefined) =>
    real === undefined ? undefined : serverTime(real + skew, offset);
  return { typed: stamp(side.typed), read: stamp(side.read), cleared: stamp(side.cleared) };
}

const cell = (unstamped: Side): ParagraphCell => {
  const side = stamped(unstamped);
  return {
    typed: side.typed === undefined ? null : { ...typedStats(side.typed, 100, 60), missed: [] },
    read: side.read === undefined ? null : readStats(side.read, 100),
    cleared: side.cleared ?? 0,
  };
};

describe('the shared conflict table', () => {
  it.each(table.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    for (const merged of [mergeCells(cell(c.a), cell(c.b)), mergeCells(cell(c.b), cell(c.a))]) {
      const stats = cellStats(merged);
      if (c.expected.type === 'none') expect(stats).toBeNull();
      else expect(stats).toMatchObject({ type: c.expected.type, timestamp: c.expected.timestamp });
    }
  });
});
