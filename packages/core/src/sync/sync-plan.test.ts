import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCustomBooks, planPrivateFiles, privateBookIdOf, privateBookPath } from './custom-books-sync';
import { HEALTH_CHECK_DELAYS, healthCheckStep } from './health-check';
import { chapterIdOf, chapterNumber } from './paragraph-row';
import { initialUploader, type UploaderEvent, uploaderTransition } from './pending-queue';
import { firstPage, nextPage, nextSince, type PullCursor } from './pull-plan';
import { retryDelay } from './retry-delay';
import { planSettings, SETTINGS_TIMES_KEY, settingsSideOfStore } from './settings-sync';
import { START_UP_STEPS, startUpSteps } from './start-up';
import { offersTransfer } from './transfer-offer';

describe('health check', () => {
  it('retries 5 times from 500 ms doubling, then gives up', () => {
    expect(HEALTH_CHECK_DELAYS).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(healthCheckStep(0, 'ok')).toEqual({ type: 'healthy' });
    expect(healthCheckStep(0, null)).toEqual({ type: 'retry', delay: 500 });
    expect(healthCheckStep(4, 'no')).toEqual({ type: 'retry', delay: 8000 });
    expect(healthCheckStep(5, null)).toEqual({ type: 'unhealthy' });
  });
});

describe('start-up order', () => {
  it('is user, storage, daily stats, settings, custom books, private files; only the first two without Pro', () => {
    expect(START_UP_STEPS).toEqual([
      'user',
      'user-storage',
      'daily-stats',
      'settings',
      'custom-books',
      'private-files',
    ]);
    expect(startUpSteps({ isPremium: true })).toEqual(START_UP_STEPS);
    expect(startUpSteps({ isPremium: false })).toEqual(['user', 'user-storage']);
    expect(startUpSteps(null)).toEqual(['user', 'user-storage']);
  });
});

describe('chapter numbers', () => {
  it('map padded ids to the server integer and back', () => {
    expect(chapterNumber('007')).toBe(7);
    expect(chapterNumber('intro')).toBeNull();
    expect(chapterIdOf(7, undefined)).toBe('007');
    expect(chapterIdOf(7, { chapters: [{ id: '7', mode: 'type', length: 1 }] })).toBe('7');
  });
});

describe('pull paging', () => {
  it('pages 1000 rows at a time after the last row until a short page, every row once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3500 }), (total) => {
        const rows: PullCursor[] = Array.from({ length: total }, (_, i) => ({
          modified_at: new Date(1_700_000_000_000 + Math.floor(i / 3)).toISOString(),
          book_id: 'b',
          chapter: 0,
          paragraph: i,
        }));
        const seen: PullCursor[] = [];
        let query = firstPage(null) as ReturnType<typeof firstPage> | null;
        let pages = 0;
        while (query) {
          const from = query.after ? query.after.paragraph + 1 : 0;
          const page = rows.slice(from, from + query.limit);
          seen.push(...page);
          pages++;
          query = nextPage(query, page);
        }
        expect(seen).toEqual(rows);
        expect(pages).toBe(Math.floor(total / 1000) + 1);
      }),
    );
  });

  it('ends the pull when a full page would not move the cursor forward, so a repeated page never loops', () => {
    const row = (paragraph: number, modified_at = '2026-11-25T10:00:00.000Z'): PullCursor => ({
      modified_at,
      book_id: 'b',
      chapter: 0,
      paragraph,
    });
    const query = { since: null, after: null, limit: 2 };
    const second = nextPage(query, [row(0), row(1)]);
    expect(second?.after).toEqual(row(1));
    // The same page answered again, a page ending where it started or before, and a row with no usable time.
    expect(nextPage(second!, [row(0), row(1)])).toBeNull();
    expect(nextPage(second!, [row(2), row(1)])).toBeNull();
    expect(nextPage(second!, [row(2), row(5, '2026-11-25T09:00:00.000Z')])).toBeNull();
    expect(nextPage(query, [row(0), row(1, 'yesterday')])).toBeNull();
    expect(nextPage(second!, [row(2), row(3)])?.after).toEqual(row(3));
  });

  it('starts the next sync a minute before the newest row seen, never later than it started', () => {
    const rows = [{ modified_at: '2026-11-25T10:00:00.000Z' }, { modified_at: '2026-11-25T09:00:00.000Z' }];
    expect(nextSince(null, rows)).toBe('2026-11-25T09:59:00.000Z');
    expect(nextSince('2026-11-25T11:00:00.000Z', rows)).toBe('2026-11-25T11:00:00.000Z');
    expect(nextSince(null, [])).toBeNull();
  });
});

describe('settings', () => {
  const side = (at: number, theme: string) => ({
    parts: { desktop: { theme }, mobile: null, shared: { goal: at } },
    at: { desktop: at, mobile: 0, shared: at },
  });
  it('takes newer server parts and sends newer local ones', () => {
    expect(planSettings(side(1, 'a'), side(2, 'b'))).toEqual({
      take: { desktop: { value: { theme: 'b' }, at: 2 }, shared: { value: { goal: 2 }, at: 2 } },
      send: [],
      warn: false,
    });
    expect(planSettings(side(3, 'a'), side(2, 'b'))).toEqual({
      take: {},
      send: ['desktop', 'shared'],
      warn: false,
    });
    expect(planSettings(side(3, 'a'), 'none').send).toEqual(['desktop', 'shared']);
  });
  it('takes the server part at the same time when the values differ, and does nothing when they agree', () => {
    expect(planSettings(side(2, 'a'), side(2, 'b'))).toEqual({
      take: { desktop: { value: { theme: 'b' }, at: 2 } },
      send: [],
      warn: false,
    });
    expect(planSettings(side(2, 'a'), side(2, 'a'))).toEqual({ take: {}, send: [], warn: false });
  });
  it('keeps local settings with a warning when the fetch failed', () => {
    expect(planSettings(side(3, 'a'), null)).toEqual({ take: {}, send: [], warn: true });
  });
  it('reads a side from a settings store: a part counts only with a positive time', () => {
    const store = {
      desktop: { theme: 'a' },
      mobile: { theme: 'b' },
      shared: { goal: 5 },
      [SETTINGS_TIMES_KEY]: { desktop: 4, mobile: 0, shared: 'soon' },
    };
    expect(settingsSideOfStore(store)).toEqual({
      parts: { desktop: { theme: 'a' }, mobile: null, shared: null },
      at: { desktop: 4, mobile: 0, shared: 0 },
    });
    const empty = {
      parts: { desktop: null, mobile: null, shared: null },
      at: { desktop: 0, mobile: 0, shared: 0 },
    };
    expect(settingsSideOfStore(null)).toEqual(empty);
    expect(
      settingsSideOfStore({ desktop: ['not', 'a', 'record'], [SETTINGS_TIMES_KEY]: { desktop: 3 } }),
    ).toEqual(empty);
  });
});

describe('custom books', () => {
  it('newer wins, inactive on the server deactivates, one side only moves across', () => {
    expect(
      planCustomBooks(
        [
          { id: 'a', timestamp: 5, active: true },
          { id: 'b', timestamp: 1, active: true },
          { id: 'c', timestamp: 1, active: true },
          { id: 'd', timestamp: 1, active: true },
          { id: 'g', timestamp: 1, active: false },
        ],
        [
          { id: 'a', timestamp: 4, active: false },
          { id: 'b', timestamp: 2, active: false },
          { id: 'c', timestamp: 2, active: true },
          { id: 'e', timestamp: 1, active: true },
          { id: 'f', timestamp: 1, active: false },
        ],
      ),
    ).toEqual([
      { type: 'upload', id: 'a' },
      { type: 'deactivate', id: 'b' },
      { type: 'download', id: 'c' },
      { type: 'upload', id: 'd' },
      { type: 'download', id: 'e' },
    ]);
  });
  it('names files books/{id}.tbf and plans uploads and downloads', () => {
    expect(privateBookPath('my-book')).toBe('books/my-book.tbf');
    expect(privateBookIdOf('my-book.tbf')).toBe('my-book');
    expect(privateBookIdOf('notes.txt')).toBeNull();
    const stamp = (id: string, timestamp = 1, active = true) => ({ id, timestamp, active });
    expect(
      planPrivateFiles(
        [stamp('a'), stamp('b')],
        new Set(['a', 'b']),
        ['a.tbf', 'c.tbf'],
        [stamp('a'), stamp('c')],
      ),
    ).toEqual({ upload: ['b'], download: ['c'] });
  });
  it('never downloads a book removed here after the server stamp, nor uploads one removed there', () => {
    const stamp = (id: string, timestamp: number, active: boolean) => ({ id, timestamp, active });
    expect(
      planPrivateFiles(
        [stamp('removed-here', 5, false), stamp('removed-there', 3, true), stamp('back-there', 2, false)],
        new Set(['removed-there']),
        ['removed-here.tbf', 'back-there.tbf'],
        [stamp('removed-here', 4, true), stamp('removed-there', 3, false), stamp('back-there', 6, true)],
      ),
    ).toEqual({ upload: [], download: ['back-there'] });
  });
  it('whatever the stamps, a side removed at or after the other side is never undone by files', () => {
    const side = fc.uniqueArray(
      fc.record({
        id: fc.constantFrom<string>('a', 'b', 'c', 'd'),
        timestamp: fc.nat(5),
        active: fc.boolean(),
      }),
      { selector: (book) => book.id },
    );
    const ids = fc.subarray<string>(['a', 'b', 'c', 'd']);
    fc.assert(
      fc.property(side, side, ids, ids, (local, remote, withText, files) => {
        const plan = planPrivateFiles(local, new Set(withText), files.map(privateBookPath), remote);
        const here = new Map(local.map((book) => [book.id, book]));
        const there = new Map(remote.map((book) => [book.id, book]));
        for (const id of plan.download) {
          const mine = here.get(id);
          expect(there.get(id)?.active).toBe(true);
          expect(mine === undefined || mine.active || mine.timestamp < there.get(id)!.timestamp).toBe(true);
        }
        for (const id of plan.upload) {
          const theirs = there.get(id);
          expect(here.get(id)?.active).toBe(true);
          expect(theirs === undefined || theirs.active || theirs.timestamp < here.get(id)!.timestamp).toBe(
            true,
          );
        }
      }),
    );
  });
});

describe('the uploader', () => {
  const eventArb: fc.Arbitrary<UploaderEvent> = fc.oneof(
    fc.constant({ type: 'queued' as const }),
    fc.record({ type: fc.constant('sent' as const), count: fc.nat(3), more: fc.boolean() }),
    fc.constant({ type: 'send-failed' as const }),
    fc.constant({ type: 'retry' as const }),
    fc.constant({ type: 'offline' as const }),
    fc.constant({ type: 'online' as const }),
  );

  it('never starts a send while one is in flight, nor while offline', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(eventArb, { maxLength: 40 }), (online, events) => {
        let state = initialUploader(online);
        for (const event of events) {
          // The shell only reports a send's end when one was in flight.
          if ((event.type === 'sent' || event.type === 'send-failed') && !state.sending) continue;
          const next = uploaderTransition(state, event);
          if (next.effects.some((e) => e.type === 'send')) {
            expect(state.sending && event.type !== 'sent' && event.type !== 'send-failed').toBe(false);
            expect(next.state.online).toBe(true);
          }
          state = next.state;
        }
      }),
    );
  });

  it('warns offline, reports the connection back, then that progress was synced', () => {
    let { state } = uploaderTransition(initialUploader(true), { type: 'queued' });
    state = uploaderTransition(state, { type: 'send-failed' }).state;
    const offline = uploaderTransition(state, { type: 'offline' });
    expect(offline.effects).toEqual([{ type: 'notify', notice: 'offline' }]);
    const online = uploaderTransition(offline.state, { type: 'online' });
    expect(online.effects).toEqual([{ type: 'notify', notice: 'online' }, { type: 'send' }]);
    const sent = uploaderTransition(online.state, { type: 'sent', count: 12, more: false });
    expect(sent.effects).toEqual([{ type: 'notify', notice: 'synced' }]);
    expect(uploaderTransition(sent.state, { type: 'queued' }).effects).toEqual([{ type: 'send' }]);
  });

  it('backs off from 500 ms doubling to a minute after failed sends', () => {
    expect([1, 2, 3, 4, 20].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 60_000]);
    let { state } = uploaderTransition(initialUploader(true), { type: 'queued' });
    const failed = uploaderTransition(state, { type: 'send-failed' });
    expect(failed.effects).toEqual([
      { type: 'notify', notice: 'write-failed' },
      { type: 'schedule-retry', delay: 500 },
    ]);
    state = failed.state;
    const again = uploaderTransition(uploaderTransition(state, { type: 'retry' }).state, {
      type: 'send-failed',
    });
    expect(again.effects).toEqual([{ type: 'schedule-retry', delay: 1000 }]);
    expect(uploaderTransition(state, { type: 'queued' }).effects).toEqual([]);
    expect(uploaderTransition(state, { type: 'retry' }).effects).toEqual([{ type: 'send' }]);
  });
});

describe('the anonymous transfer offer', () => {
  it('comes to a signed-in account not yet onboarded, when there is anonymous progress', () => {
    expect(offersTransfer({ onboarded: false }, true)).toBe(true);
    expect(offersTransfer({ onboarded: true }, true)).toBe(false);
    expect(offersTransfer({ onboarded: false }, false)).toBe(false);
    expect(offersTransfer(null, true)).toBe(false);
  });
});
