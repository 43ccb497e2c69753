import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('/share links to six networks in their share-URL forms and to three communities', async ({ page }) => {
  test.slow();
  await page.goto('/share');
  await expect(page.getByRole('heading', { name: 'Share your progress' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Nothing typed yet: the chart fills in as you practise.')).toBeVisible();
  await expect(page.locator('.weekly-activity rect')).toHaveCount(25);
  const site = encodeURIComponent(new URL('/', page.url()).href);
  const text = encodeURIComponent('I practise touch typing by retyping real books on Typeshelf.');
  const expected: Record<string, string> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${site}`,
    x: `https://x.com/intent/tweet?text=${text}&url=${site}`,
    reddit: `https://www.reddit.com/submit?url=${site}&title=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${site}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${decodeURIComponent(text)} ${decodeURIComponent(site)}`)}`,
    telegram: `https://t.me/share/url?url=${site}&text=${text}`,
  };
  for (const [network, href] of Object.entries(expected)) {
    await expect(page.locator(`.share-links a[data-network="${network}"]`)).toHaveAttribute('href', href);
  }
  await expect(page.locator('.communities a')).toHaveCount(3);
  await expectNoSeriousViolations(page);
});

test('/showcase lists the catalogue showcase newest first with dates', async ({ page }) => {
  test.slow();
  await page.goto('/showcase');
  const entries = page.locator('.showcase-entry');
  await expect(entries.first()).toBeVisible({ timeout: 20_000 });
  await expect(entries.first().getByRole('heading')).toHaveText('New here? Start with First Steps');
  await expect(entries.first().locator('time')).toHaveAttribute('datetime', '2026-11-22T00:00:00.000Z');
  await expectNoSeriousViolations(page);
});

test('/media-pack downloads the zip the catalogue build made', async ({ page, request }) => {
  test.slow();
  await page.goto('/media-pack');
  const link = page.getByRole('link', { name: 'Download the media pack (zip)' });
  await expect(link).toBeVisible({ timeout: 20_000 });
  const response = await request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect([...(await response.body()).subarray(0, 2)]).toEqual([0x50, 0x4b]);
  await expectNoSeriousViolations(page);
});

test('every header and footer link leads to a real page', async ({ page }) => {
  test.slow();
  await page.goto('/');
  const hrefs = new Set<string>();
  for (const nav of ['Main', 'Footer']) {
    for (const href of await page
      .getByRole('navigation', { name: nav })
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
      hrefs.add(href.split('?')[0]!);
  }
  expect(hrefs.size).toBeGreaterThanOrEqual(8);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.locator('#main')).not.toBeEmpty({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
  }
});
