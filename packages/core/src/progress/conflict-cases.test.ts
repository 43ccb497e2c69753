import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cellStats, mergeCells } from './paragraph-cell';
import { readStats, typedStats } from './progress-test-helpers';
import type { ParagraphCell } from './progress-types';

interface Side {
  typed?: number;
  read?: number;
  cleared?: number;
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

const cell = (side: Side): ParagraphCell => ({
  typed: side.typed === undefined ? null : { ...typedStats(side.typed, 100, 60), missed: [] },
  read: side.read === undefined ? null : readStats(side.read, 100),
  cleared: side.cleared ?? 0,
});

describe('the shared conflict table', () => {
  it.each(table.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    for (const merged of [mergeCells(cell(c.a), cell(c.b)), mergeCells(cell(c.b), cell(c.a))]) {
      const stats = cellStats(merged);
      if (c.expected.type === 'none') expect(stats).toBeNull();
      else expect(stats).toMatchObject({ type: c.expected.type, timestamp: c.expected.timestamp });
    }
  });
});
