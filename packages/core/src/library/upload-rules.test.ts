import { describe, expect, it } from 'vitest';
import {
  canUpload,
  freeLimitReachedText,
  privateTabNotes,
  showAddBookTile,
  uploadLimitNotice,
  uploadRoom,
} from './upload-rules';

const user = { isPremium: false, isLocalPremium: false, devMode: false, customCount: 0 };

describe('upload rules', () => {
  it('lets premium users and anyone below the free limit upload', () => {
    expect(canUpload(user)).toBe(true);
    expect(canUpload({ ...user, customCount: 5 })).toBe(true);
    expect(canUpload({ ...user, customCount: 6 })).toBe(false);
    expect(canUpload({ ...user, customCount: 60, isPremium: true, isLocalPremium: true })).toBe(true);
    // Starter: unlimited custom books in every build, as its plan card says.
    expect(canUpload({ ...user, customCount: 6, isLocalPremium: true })).toBe(true);
    expect(canUpload({ ...user, customCount: 6, isLocalPremium: true, devMode: true })).toBe(true);
  });

  it('gives the room the upload screen stores into, agreeing with who may upload', () => {
    expect(uploadRoom({ ...user, customCount: 4 })).toBe(2);
    expect(uploadRoom({ ...user, customCount: 9 })).toBe(0);
    expect(uploadRoom({ ...user, customCount: 9, isPremium: true, isLocalPremium: true })).toBe(Infinity);
    expect(uploadRoom({ ...user, customCount: 60, isLocalPremium: true })).toBe(Infinity);
    expect(uploadRoom({ ...user, customCount: 6, isLocalPremium: true, devMode: true })).toBe(Infinity);
  });

  it('blocks free users at the limit with a notice, the beta variant outside dev mode', () => {
    expect(uploadLimitNotice({ ...user, customCount: 6 })).toBe('limit-beta');
    expect(uploadLimitNotice({ ...user, customCount: 6, devMode: true })).toBe('limit');
    expect(uploadLimitNotice({ ...user, customCount: 2 })).toBeNull();
  });

  it('shows the "Add a book" tile below the limit or for premium users', () => {
    expect(showAddBookTile({ isPremium: false, customCount: 5 })).toBe(true);
    expect(showAddBookTile({ isPremium: false, customCount: 6 })).toBe(false);
    expect(showAddBookTile({ isPremium: true, customCount: 600 })).toBe(true);
    expect(showAddBookTile({ isPremium: false, isLocalPremium: true, customCount: 60 })).toBe(true);
  });

  it('writes the private tab notes', () => {
    expect(freeLimitReachedText()).toBe("You've reached the limit of 6 custom books on the Free plan.");
    expect(privateTabNotes({ ...user, signedIn: true, customCount: 6 })).toEqual([
      { type: 'beta-limit' },
      { type: 'limit-reached', text: "You've reached the limit of 6 custom books on the Free plan." },
    ]);
    expect(privateTabNotes({ ...user, signedIn: false })).toEqual([]);
    expect(
      privateTabNotes({ ...user, signedIn: true, isPremium: true, isLocalPremium: true, customCount: 9 }),
    ).toEqual([]);
    expect(
      privateTabNotes({ ...user, signedIn: true, devMode: true, isLocalPremium: true, customCount: 9 }),
    ).toEqual([{ type: 'stored-locally', importHref: '/upload', upgradeHref: '/pricing' }]);
    expect(privateTabNotes({ ...user, signedIn: true, devMode: true, customCount: 6 })).toMatchObject([
      { type: 'stored-locally' },
      { type: 'limit-reached' },
    ]);
  });
});
