import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';

const HOUR = 3_600_000;

/** A client whose `server_time` answers with the real clock, as a server with a right clock does. */
const rightServer = (realNow: () => number) =>
  ({ rpc: async () => ({ data: realNow(), error: null }) }) as unknown as SupabaseClient;

describe("the page's server clock", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  for (const skew of [HOUR, -HOUR])
    it(`stamps keystrokes and saves on the server's clock when the device's clock is an hour ${skew > 0 ? 'ahead' : 'behind'}`, async () => {
      const realNow = Date.now.bind(Date);
      // Only the wall clock is off, as on a device whose clock is set wrong after the page's start.
      vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skew);
      const clock = await import('./server-clock');
      const { epochOf } = await import('../routes/prompt/prompt-input');
      await clock.learnServerClock(rightServer(realNow));

      expect(Math.abs(epochOf(performance.now()) - realNow())).toBeLessThan(1000);
      expect(Math.abs(clock.serverNow() - realNow())).toBeLessThan(1000);
      // Records such as a private book's info keep their times in integer columns.
      expect(Number.isInteger(clock.serverNow())).toBe(true);
    });
});
