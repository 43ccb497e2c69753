import { describe, expect, it } from 'vitest';
import { CONFETTI, confettiPlan } from './confetti-plan';
import { shareLinks, weeklyShareText } from './share-links';
import { showcaseEntries } from './showcase';

describe('shareLinks', () => {
  it("fills each network's share URL with the encoded address and text", () => {
    const links = shareLinks({ url: 'https://typeshelf.app/share', text: 'I typed 20 minutes & more' });
    expect(Object.fromEntries(links.map((l) => [l.name, l.href]))).toEqual({
      Facebook: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ftypeshelf.app%2Fshare',
      X: 'https://x.com/intent/tweet?text=I%20typed%2020%20minutes%20%26%20more&url=https%3A%2F%2Ftypeshelf.app%2Fshare',
      Reddit:
        'https://www.reddit.com/submit?url=https%3A%2F%2Ftypeshelf.app%2Fshare&title=I%20typed%2020%20minutes%20%26%20more',
      LinkedIn: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Ftypeshelf.app%2Fshare',
      WhatsApp:
        'https://wa.me/?text=I%20typed%2020%20minutes%20%26%20more%20https%3A%2F%2Ftypeshelf.app%2Fshare',
      Telegram:
        'https://t.me/share/url?url=https%3A%2F%2Ftypeshelf.app%2Fshare&text=I%20typed%2020%20minutes%20%26%20more',
    });
  });

  it('says what the week held, or invites with nothing typed', () => {
    expect(weeklyShareText(42, 61.6)).toBe('This week I typed books for 42 minutes at 62 wpm on Typeshelf.');
    expect(weeklyShareText(0, null)).toBe('I practise touch typing by retyping real books on Typeshelf.');
  });
});

describe('showcaseEntries', () => {
  it('keeps valid entries newest first, authors linked when they have a link, and drops broken ones', () => {
    const entries = showcaseEntries([
      { type: 'article', url: 'https://a', title: 'Old', author: { name: 'Ann' }, createdAt: 1 },
      {
        type: 'video',
        src: 'https://v/embed',
        title: 'New',
        author: { name: 'Bo', link: 'https://bo' },
        createdAt: 2,
      },
      { type: 'article', url: 'https://n', title: 'Nobody', createdAt: 0 },
      { type: 'podcast', url: 'https://p', title: 'No', author: { name: 'C' }, createdAt: 3 },
      { type: 'article', url: 'https://x', title: '', author: { name: 'D' }, createdAt: 4 },
      { type: 'video', title: 'No source', createdAt: 5 },
      null,
    ]);
    expect(entries.map((e) => [e.title, e.author?.link])).toEqual([
      ['New', 'https://bo'],
      ['Old', null],
      ['Nobody', undefined],
    ]);
    expect(showcaseEntries({})).toEqual([]);
  });
});

describe('confettiPlan', () => {
  it('plays 5 explosions 750 ms apart, smaller on mobile, none with reduced motion', () => {
    const desktop = confettiPlan({ mobile: false, reducedMotion: false, seed: 7 });
    expect(desktop.map((b) => b.at)).toEqual([0, 750, 1500, 2250, 3000]);
    expect(desktop.every((b) => b.particles === 300 && b.letters === 150)).toBe(true);
    const mobile = confettiPlan({ mobile: true, reducedMotion: false, seed: 7 });
    expect(mobile.every((b) => b.particles === 100 && b.letters === 80)).toBe(true);
    expect(confettiPlan({ mobile: false, reducedMotion: true, seed: 7 })).toEqual([]);
    expect(CONFETTI.explosions).toBe(5);
    expect(confettiPlan({ mobile: false, reducedMotion: false, seed: 7 })).toEqual(desktop);
  });
});
