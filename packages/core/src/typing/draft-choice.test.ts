import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareChapter } from './chapter-text';
import { chooseDraft } from './draft-choice';
import { Driver, testOptions } from './engine-test-helpers';
import { decodeDraft, type ParagraphDraft, resumeDraft } from './paragraph-draft';
import { draftSnapshot, encodeDraft, extendDraft } from './paragraph-draft-writer';
import { resumeSession } from './session';

const place = { bookId: 'b', chapterId: '001' };
const TEXTS = ['The cat sat on the mat.', 'Then it slept.'];

const start = () => new Driver(resumeSession(prepareChapter(TEXTS), testOptions(), []));

describe('choosing between the stored draft and the write-ahead copy', () => {
  it('takes the write-ahead copy when it holds keys the stored one lacks, and keeps it until the store catches up', () => {
    const driver = start();
    driver.type('The ca');
    const stored = draftSnapshot(driver.state, place, 1000);
    driver.type('t s');
    const ahead = draftSnapshot(driver.state, place, 2000);
    expect(chooseDraft(stored, ahead)).toEqual({ raw: ahead, source: 'ahead', dropAhead: false });
    // No stored copy at all (its first write was cut off): the write-ahead one alone.
    expect(chooseDraft(null, ahead)).toEqual({ raw: ahead, source: 'ahead', dropAhead: false });
    // The store caught up (the same keys, or more typed after the page came back): it wins, the copy goes.
    const caughtUp = draftSnapshot(driver.state, place, 2000);
    expect(chooseDraft(caughtUp, ahead)).toEqual({ raw: caughtUp, source: 'stored', dropAhead: true });
    driver.type('at');
    const further = draftSnapshot(driver.state, place, 2500);
    expect(chooseDraft(further, ahead)).toEqual({ raw: further, source: 'stored', dropAhead: true });
  });

  it('orders copies of different attempts by when they were written', () => {
    const driver = start();
    driver.type('The cq');
    const first = draftSnapshot(driver.state, place, 1000);
    driver.send({ type: 'restart', timeStamp: driver.now + 100 });
    driver.wait(100).type('The');
    const second = draftSnapshot(driver.state, place, 3000);
    expect(decodeDraft(second)?.keys).toHaveLength(3);
    expect(chooseDraft(first, second).source).toBe('ahead');
    expect(chooseDraft(second, first)).toEqual({ raw: second, source: 'stored', dropAhead: true });
    // A stored copy from before writes said when they were made counts as the older one.
    const body = extendDraft(null, driver.state);
    if (body === null) throw new Error('no draft kept');
    expect(chooseDraft(encodeDraft(body, place), first).source).toBe('ahead');
  });

  it('keeps the stored copy and drops a write-ahead copy that is damaged', () => {
    const driver = start();
    driver.type('The');
    const stored = draftSnapshot(driver.state, place, 1000);
    expect(chooseDraft(stored, '{"v":1')).toEqual({ raw: stored, source: 'stored', dropAhead: true });
    expect(chooseDraft(stored, null)).toEqual({ raw: stored, source: 'stored', dropAhead: false });
    expect(chooseDraft(null, null)).toEqual({ raw: null, source: 'stored', dropAhead: false });
  });

  it('property: whichever copy is cut off at whichever key, the opening resumes every key typed', () => {
    const text = TEXTS[0] as string;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: text.length - 1 }),
        fc.integer({ min: 0, max: text.length - 1 }),
        (typedCount, storedCount) => {
          const driver = start();
          driver.type(text.slice(0, typedCount));
          const all = driver.state;
          const cut = start();
          cut.type(text.slice(0, Math.min(storedCount, typedCount)));
          // The store's copy stopped at an earlier key (its write was cut off); the page's write-ahead has all.
          const stored = draftSnapshot(cut.state, place, 1000);
          const choice = chooseDraft(stored, draftSnapshot(all, place, 2000));
          const draft = decodeDraft(choice.raw) as ParagraphDraft;
          const resumed = resumeDraft(resumeSession(prepareChapter(TEXTS), testOptions(), []), draft);
          expect(resumed.kind === 'resumed' && resumed.state.position).toBe(typedCount);
          expect(choice.dropAhead).toBe(storedCount >= typedCount);
        },
      ),
      { numRuns: 60 },
    );
  });
});
