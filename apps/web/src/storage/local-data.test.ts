import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { booksOf } from '../books/books-data';
import { mergeAnonymousIntoCurrent } from '../progress/merge-profiles';
import { progressOf } from '../progress/progress-data';
import { CacheData } from './cache-data';
import { LocalData } from './local-data';

describe('switching profiles', () => {
  it('moves between the anonymous and a user profile, and merges anonymous progress into the user', async () => {
    const local = new LocalData(new CacheData('switch-cache'));
    let switches = 0;
    local.subscribe(() => switches++);
    const anonymous = local.getSnapshot();
    expect(anonymous.profile).toBe('anonymous');
    await booksOf(anonymous).setFavorite('walden', true);
    const layout = { chapters: [{ id: '000', mode: 'type' as const, length: 20 }] };
    await progressOf(anonymous).saveParagraphs([
      {
        bookId: 'walden',
        chapterId: '000',
        paragraph: 0,
        layout,
        change: { type: 'read', stats: { type: 'read', timestamp: 1, length: 10 } },
      },
    ]);
    expect(await local.hasAnonymousProgress()).toBe(true);

    const user = local.switchProfile('u-1');
    expect(user.profile).toBe('u-1');
    expect(user.databaseName).toBe('typeshelf-user-u-1');
    expect(local.switchProfile('u-1')).toBe(user);
    expect(switches).toBe(1);
    expect([...(await booksOf(user).favorites())]).toEqual([]);

    await mergeAnonymousIntoCurrent(local);
    expect([...(await booksOf(user).favorites())]).toEqual(['walden']);
    expect((await progressOf(user).bookStats('walden'))?.progress).toBe(0.5);
    expect(await local.hasAnonymousProgress()).toBe(false);

    expect(local.switchProfile(null)).toBe(anonymous);
    expect(switches).toBe(2);
    expect(await mergeAnonymousIntoCurrent(local)).toBe(0);
  });
});
