import { describe, expect, it } from 'vitest';
import { getNotifications } from '../page/notifications';
import { noticeRefusal, writeError } from './server-refusal';

describe('a write the server refuses for the plan', () => {
  it('says once that only premium stores data on the server and that the data stays here', () => {
    const refused = writeError({
      message: 'new row violates row-level security policy for table "settings"',
      code: '42501',
    } as { message: string });
    expect(refused.refused).toBe(true);
    expect(noticeRefusal(refused)).toBe(true);
    const storage = { message: 'new row violates row-level security policy', statusCode: '403', status: 403 };
    expect(noticeRefusal(writeError(storage))).toBe(true);
    const shown = getNotifications().filter(
      (n) => n.title === 'only premium users can store data on the server',
    );
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ type: 'warning', details: 'Data still stored locally' });
  });

  it('leaves every other failure to its own message', () => {
    const other = writeError({ message: 'duplicate key value', code: '23505' } as { message: string });
    expect(other.refused).toBe(false);
    expect(noticeRefusal(other)).toBe(false);
    expect(noticeRefusal(new Error('Failed to fetch'))).toBe(false);
  });
});
