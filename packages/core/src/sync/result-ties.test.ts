/**
 * Two typed results of one time (two devices, one millisecond): every device
 * and the server keep the same one, whatever order they meet in and however
 * their fields were listed.
 */
import { describe, expect, it } from 'vitest';
import { mergeCells } from '../progress/paragraph-cell';
import { typedStats } from '../progress/progress-test-helpers';
import type { ParagraphCell } from '../progress/progress-types';
import { cellToRow, rowToCell } from './paragraph-row';

const AT = 1_700_000_000_000;
const typedCell = (wpm: number, time: number): ParagraphCell => ({
  typed: { ...typedStats(AT, 20, wpm, 97, 80, time), missed: ['word'] },
  read: null,
  cleared: 0,
});

describe('results of one time', () => {
  it('merge to the larger by the server order (wpm, raw, accuracy, consistency, time), either way round', () => {
    const slow = typedCell(60, 4000);
    const fast = typedCell(61, 4000);
    const longer = typedCell(60, 4001);
    expect(mergeCells(slow, fast)?.typed?.wpm.value).toBe(61);
    expect(mergeCells(fast, slow)?.typed?.wpm.value).toBe(61);
    expect(mergeCells(slow, longer)?.typed?.time).toBe(4001);
    expect(mergeCells(longer, slow)?.typed?.time).toBe(4001);
  });

  it('settle alike when one side was rebuilt from a server row (its fields listed in another order)', () => {
    const mine = typedCell(60, 4000);
    const theirs = typedCell(60, 4001);
    const pulled = rowToCell(cellToRow('alpha--a', '000', 0, theirs)!, mine);
    expect(pulled.typed?.time).toBe(4001);
    expect(mergeCells(mine, pulled)?.typed?.time).toBe(4001);
    expect(mergeCells(pulled, mine)?.typed?.time).toBe(4001);
  });

  it('keep the device its own result, missed words and all, when its row comes back', () => {
    const mine = typedCell(60, 4000);
    const back = rowToCell({ ...cellToRow('alpha--a', '000', 0, mine)!, missed: [] }, mine);
    expect(back.typed).toBe(mine.typed);
  });
});
