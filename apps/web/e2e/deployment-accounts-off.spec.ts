/**
 * A production build without a backend: local-only, accounts and pricing off,
 * and said so by the build. Every link on every page a visitor can reach is
 * followed: none leads to a page that does not exist, and a premium book
 * says what premium is instead of offering an UPGRADE that leads nowhere.
 */
import { expect, type Page, test } from '@playwright/test';
import { type BuiltApp, buildApp, freePort, type HostedApp, hostApp } from './deployment-build';

let built: BuiltApp;
let app: HostedApp;

test.describe.configure({ timeout: 600_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  built = await buildApp({});
  app = await hostApp(built, await freePort());
});

test.afterAll(async () => {
  await app?.close();
});

const PREMIUM_BOOK = 'arthur-conan-doyle--the-hound-of-the-baskervilles';

/** Waits until the page has drawn its screen (the lazy chunk and what it reads). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.page-loading')).toHaveCount(0);
}

/**
 * The pages a crawl tells apart: by path, and for the library by its tab and
 * page too (other pages list other books); filters and orders only re-list
 * the same books, so they are checked as links but not visited again.
 */
function pageKey(url: URL): string {
  if (url.pathname !== '/books') return url.pathname;
  return `/books?tab=${url.searchParams.get('tab') ?? ''}&page=${url.searchParams.get('page') ?? ''}`;
}

test('the build says it runs local-only with accounts and pricing off', () => {
  expect(built.output).toContain(
    'Accounts: off, no backend configured (TYPESHELF_SUPABASE_URL, TYPESHELF_SUPABASE_ANON_KEY); the app runs local-only.',
  );
  expect(built.output).toContain('Pricing and purchase: off.');
});

test('no link on any page reachable without an account leads to an unregistered route', async ({ page }) => {
  const origin = app.url;
  const queue: string[] = [`${origin}/`];
  const visited = new Set<string>();
  const linkedFrom = new Map<string, string>();
  const notFound: string[] = [];
  // A book's page, a chapter and a result are one screen each: a sample of each stands for the
  // rest (every link to them is still collected), which keeps the crawl within minutes.
  const sampled = new Map<string, number>();
  const samples: Record<string, number> = { books: 6, prompt: 3, results: 3 };
  while (queue.length > 0) {
    const address = queue.shift() as string;
    const url = new URL(address);
    const key = pageKey(url);
    if (visited.has(key)) continue;
    const [, kind = '', id] = url.pathname.split('/');
    const limit = id === undefined ? undefined : samples[kind];
    if (limit !== undefined && !url.pathname.startsWith(`/books/${PREMIUM_BOOK}`)) {
      const seen = sampled.get(kind) ?? 0;
      if (seen >= limit) continue;
      sampled.set(kind, seen + 1);
    }
    visited.add(key);
    // A file (the media pack, a book's export) is not a route: it must simply be there.
    if (/\.[a-z0-9]+$/i.test(url.pathname)) {
      const response = await page.request.get(address);
      if (!response.ok()) notFound.push(`${url.pathname} answered ${response.status()}`);
      continue;
    }
    await page.goto(address);
    await settled(page);
    if ((await page.getByRole('heading', { name: 'Page not found' }).count()) > 0)
      notFound.push(`${url.pathname}${url.search} (linked from ${linkedFrom.get(address) ?? 'the start'})`);
    const links = await page.$$eval('a[href]', (anchors) =>
      anchors.map((a) => (a as HTMLAnchorElement).href),
    );
    for (const link of links) {
      const target = new URL(link);
      if (target.origin !== origin) continue;
      target.hash = '';
      if (!linkedFrom.has(target.href)) linkedFrom.set(target.href, `${url.pathname}${url.search}`);
      queue.push(target.href);
    }
  }
  expect(notFound).toEqual([]);
  // The crawl reached the library's books and their pages, not just the home page.
  expect([...visited].filter((key) => key.startsWith('/books/')).length).toBeGreaterThan(samples.books ?? 0);
  expect(visited.has(`/books/${PREMIUM_BOOK}`)).toBe(true);
  for (const path of ['/login', '/register', '/pricing', '/profile', '/welcome', '/recover'])
    expect(visited.has(path), `${path} is linked somewhere`).toBe(false);
});

test('a premium book says what premium is, with no UPGRADE; its chapter goes back to the book', async ({
  page,
}) => {
  await page.goto(`${app.url}/books/${PREMIUM_BOOK}`);
  await expect(
    page.getByText(
      'This is a premium book: its chapters open with a Starter or Pro plan, which this site does not sell.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'UPGRADE' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /Log in|Pricing|Profile/ })).toHaveCount(0);
  await page.goto(`${app.url}/prompt/${PREMIUM_BOOK}__001`);
  await expect(page).toHaveURL(`${app.url}/books/${PREMIUM_BOOK}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Hound of the Baskervilles' })).toBeVisible();
  await page.goto(`${app.url}/pricing`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
