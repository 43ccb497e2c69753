// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import type { EngineState } from '@typeshelf/core/typing';
import { createSession, draftSnapshot, prepareChapter, transition } from '@typeshelf/core/typing';
import { keys } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { readAhead, writeAhead } from './draft-ahead';
import { DRAFT_DELAY_MS, draftKey, draftStore, dropDrafts, readDraft } from './draft-store';
import { DraftKeeper, openWithDraft, readKeptDraft } from './paragraph-drafts';

const place = { bookId: 'walden', chapterId: '001' };
const chapter = prepareChapter(['The cat sat on the mat.', 'Then it slept.']);

function typed(text: string, state: EngineState = createSession(chapter), t0 = 1000): EngineState {
  let t = t0;
  for (const char of text) {
    t += 150;
    state = transition(state, { type: 'key', key: char === '\n' ? 'Enter' : char, timeStamp: t }).state;
  }
  return state;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, DRAFT_DELAY_MS + 50));

describe('paragraph drafts on the device', () => {
  it('writes after a word ends or the delay passes, reopens mid-paragraph, and goes once the paragraph is saved', async () => {
    const keeper = new DraftKeeper('anonymous', place);
    const state = typed('The ca');
    keeper.changed(state);
    // Nothing is written inside the key itself.
    expect(await readDraft('anonymous', place)).toBeNull();
    await settle();
    const kept = await readKeptDraft('anonymous', place);
    expect(kept?.ahead).toBe(false);
    const opened = openWithDraft(createSession(chapter), kept, 'anonymous', place);
    expect(opened.opening).toBe('resumed');
    expect(opened.state.position).toBe(6);

    const finished = typed('t sat on the mat.\n', state, 2000);
    keeper.changed(finished);
    await settle();
    expect(await readDraft('anonymous', place)).toBeNull();
  });

  it('sets no more than one timer a word inside the keys, clears none there, and still keeps every key', async () => {
    const where = { bookId: 'walden', chapterId: '004' };
    const keeper = new DraftKeeper('anonymous', where);
    // The first key loads the writer (in the app it loads with the chapter); the rest are counted.
    let state = typed('T');
    keeper.changed(state);
    await settle();
    const set = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    let setInKeys = 0;
    let clearedInKeys = 0;
    for (const [i, char] of [...'he cat s'].entries()) {
      state = typed(char, state, 1150 + i * 150);
      const [sets, clears] = [set.mock.calls.length, cleared.mock.calls.length];
      keeper.changed(state);
      setInKeys += set.mock.calls.length - sets;
      clearedInKeys += cleared.mock.calls.length - clears;
      // A typist's gap, shorter than the delay: the word's end writes in between.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    set.mockRestore();
    cleared.mockRestore();
    // The second key's delayed write, and one at once after each of the two spaces.
    expect(setInKeys).toBe(3);
    expect(clearedInKeys).toBe(0);
    await settle();
    const opened = openWithDraft(
      createSession(chapter),
      await readKeptDraft('anonymous', where),
      'anonymous',
      where,
    );
    expect(opened.opening).toBe('resumed');
    expect(opened.state.position).toBe(9);
  });

  it('writes every key typed before its writer has loaded, once it has', async () => {
    const where = { bookId: 'walden', chapterId: '003' };
    const keeper = new DraftKeeper('anonymous', where);
    let state = createSession(chapter);
    // Each key asks for a write at once, all before the writer's module can have arrived.
    for (const [i, char] of [...'The cat s'].entries()) {
      state = typed(char, state, 1000 + i * 150);
      keeper.changed(state);
      keeper.flush();
    }
    await vi.waitFor(async () => expect(await readDraft('anonymous', where)).not.toBeNull());
    await settle();
    const opened = openWithDraft(
      createSession(chapter),
      await readKeptDraft('anonymous', where),
      'anonymous',
      where,
    );
    expect(opened.opening).toBe('resumed');
    expect(opened.state.position).toBe(9);
  });

  it('discards a draft typed on other text and says so', async () => {
    const keeper = new DraftKeeper('anonymous', place);
    keeper.changed(typed('The c'));
    keeper.flush();
    await settle();
    const kept = await readKeptDraft('anonymous', place);
    const edited = prepareChapter(['A dog sat on the mat.', 'Then it slept.']);
    expect(openWithDraft(createSession(edited), kept, 'anonymous', place).opening).toBe('changed');
    await settle();
    expect(await readDraft('anonymous', place)).toBeNull();
  });

  it("drops a book's drafts, or all of a profile's", async () => {
    const other = { bookId: 'emma', chapterId: '000' };
    for (const where of [place, other]) {
      const keeper = new DraftKeeper('anonymous', where);
      keeper.changed(typed('Th'));
      keeper.flush();
    }
    await vi.waitFor(async () => expect(await readDraft('anonymous', other)).not.toBeNull());
    await dropDrafts('anonymous', 'walden');
    expect(await readDraft('anonymous', place)).toBeNull();
    expect(await readDraft('anonymous', other)).not.toBeNull();
    await dropDrafts('anonymous');
    expect(await readDraft('anonymous', other)).toBeNull();
  });

  it('keeps a long paragraph in chunks that reopen whole, and a restart leaves none of them behind', async () => {
    const long = Array.from({ length: 120 }, (_, i) => `word${i % 7}`).join(' ');
    const longChapter = prepareChapter([long, 'End.']);
    const where = { bookId: 'moby', chapterId: '002' };
    const keeper = new DraftKeeper('anonymous', where);
    let state = createSession(longChapter);
    let t = 1000;
    for (const word of long.split(' ').slice(0, 100)) {
      state = typed(`${word} `, state, t);
      t += 2000;
      keeper.changed(state);
      keeper.flush();
    }
    const key = draftKey('anonymous', where);
    const chunkKeys = async () =>
      (await keys<string>(draftStore())).filter((stored) => String(stored).startsWith(`${key}#`));
    await vi.waitFor(async () => expect((await chunkKeys()).length).toBeGreaterThan(1));
    const opened = openWithDraft(
      createSession(longChapter),
      await readKeptDraft('anonymous', where),
      'anonymous',
      where,
    );
    expect(opened.opening).toBe('resumed');
    expect(opened.state.position).toBe(state.position);

    // Escape restarts the paragraph: the draft and every chunk go.
    keeper.changed(transition(state, { type: 'key', key: 'Escape', timeStamp: t }).state);
    keeper.flush();
    await vi.waitFor(async () => expect(await chunkKeys()).toEqual([]));
    expect(await readDraft('anonymous', where)).toBeNull();
  });

  it('a page hidden mid-word writes the whole draft to its write-ahead copy at once, before its writer has loaded', async () => {
    const where = { bookId: 'walden', chapterId: '004' };
    const key = draftKey('anonymous', where);
    const keeper = new DraftKeeper('anonymous', where);
    const stop = keeper.start();
    const state = typed('The ca');
    keeper.changed(state);
    window.dispatchEvent(new Event('pagehide'));
    // Synchronously: a tab closed right now would have cut off any IndexedDB write.
    const ahead = readAhead(key);
    expect(ahead).toBe(draftSnapshot(state, where, JSON.parse(ahead ?? '{}').at));
    expect(await readDraft('anonymous', where)).toBeNull();
    // The IndexedDB draft catches up, and the copy goes.
    await vi.waitFor(async () => expect(await readDraft('anonymous', where)).not.toBeNull());
    await vi.waitFor(() => expect(readAhead(key)).toBeNull());
    stop();
  });

  it('opens with the write-ahead copy when the stored draft lacks its last keys, and writes it to the store', async () => {
    const where = { bookId: 'walden', chapterId: '005' };
    const key = draftKey('anonymous', where);
    const older = typed('The c');
    const first = new DraftKeeper('anonymous', where);
    first.changed(older);
    first.flush();
    await vi.waitFor(async () => expect(await readDraft('anonymous', where)).not.toBeNull());
    // The page was closed while its last write was on its way: only the copy holds `at s`.
    const newer = typed('at s', older, 3000);
    writeAhead(key, draftSnapshot(newer, where, Date.now()));

    const kept = await readKeptDraft('anonymous', where);
    expect(kept?.ahead).toBe(true);
    const opened = openWithDraft(createSession(chapter), kept, 'anonymous', where);
    expect(opened.opening).toBe('resumed');
    expect(opened.state.position).toBe(newer.position);
    const stop = new DraftKeeper('anonymous', where).start(opened.state);
    await vi.waitFor(() => expect(readAhead(key)).toBeNull());
    const again = await readKeptDraft('anonymous', where);
    expect(again?.ahead).toBe(false);
    expect(openWithDraft(createSession(chapter), again, 'anonymous', where).state.position).toBe(
      newer.position,
    );
    stop();
  });

  it('drops a write-ahead copy the store has caught up with, or whose draft is removed', async () => {
    const where = { bookId: 'walden', chapterId: '006' };
    const key = draftKey('anonymous', where);
    const keeper = new DraftKeeper('anonymous', where);
    const state = typed('The cat');
    keeper.changed(state);
    keeper.flush();
    await vi.waitFor(async () => expect(await readDraft('anonymous', where)).not.toBeNull());
    // A copy of no more than the store holds (left by a page killed after its write landed).
    writeAhead(key, draftSnapshot(typed('The c'), where, Date.now()));
    expect((await readKeptDraft('anonymous', where))?.ahead).toBe(false);
    expect(readAhead(key)).toBeNull();
    // A copy is removed with its draft, and with its book's drafts.
    writeAhead(key, draftSnapshot(state, where, Date.now()));
    keeper.changed(typed(' sat on the mat.\n', state, 5000));
    keeper.flush();
    expect(readAhead(key)).toBeNull();
    writeAhead(key, draftSnapshot(state, where, Date.now()));
    await dropDrafts('anonymous', 'walden');
    expect(readAhead(key)).toBeNull();
  });
});
