/**
 * The profile shows the plan cards (03 §2) — the pricing screen's own, with
 * prices, states and features that say only what is true — and the version
 * (03 §9); a Starter purchase turns its card Active.
 */
import { mkdirSync } from 'node:fs';
import { expect, lifetimePurchased, logInWithProvider, useFakePaddle } from './account-helpers';
import { accountStackForFile, test, useStack } from './account-stack';

const stack = accountStackForFile();
const SHOTS = process.env.TYPESHELF_SHOTS;

test('the profile shows the four plan cards with their states, and the version', async ({ page }) => {
  await useStack(page, stack());
  await useFakePaddle(page, {
    pri_dev_starter_lifetime: 4999,
    pri_dev_pro_monthly: 499,
    pri_dev_pro_annually: 4788,
  });
  await logInWithProvider(page, stack(), 'Google', 'plan.cards@google.example', '/profile');
  await expect(page.getByRole('heading', { name: 'Your Plan' })).toBeVisible();
  for (const name of ['Basic', 'Starter', 'Pro Annually', 'Pro Monthly'])
    await expect(page.getByRole('article', { name })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Basic' }).getByRole('button', { name: 'Active' }),
  ).toBeDisabled();
  const starter = page.getByRole('article', { name: 'Starter' });
  await expect(starter.getByText('$49')).toBeVisible();
  await expect(starter.getByText('Unlimited custom books')).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: 'Pro Annually' })
      .getByText('Extra themes: Mono Glass with your own wallpaper'),
  ).toBeVisible();
  await expect(page.locator('.pricing__cards').getByText(/\bads\b/i)).toHaveCount(0);
  await expect(page.locator('.profile__facts').getByText('1.29.0')).toBeVisible();

  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/profile-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/profile-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // A Starter purchase turns its card Active on the profile too.
  const account = await page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem('typeshelf-auth') ?? 'null') as {
      user?: { id?: string };
    } | null;
    return kept?.user?.id ?? null;
  });
  expect(account).toBeTruthy();
  const delivered = await stack().deliverWebhook(
    lifetimePurchased(account as string, 'pri_dev_starter_lifetime'),
  );
  expect(delivered.status).toBe(200);
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Active' }),
  ).toBeVisible({
    timeout: 30_000,
  });
});

test('/profile never asks for the books index, so never says it failed, signed in or reloaded', async ({
  page,
}) => {
  await useStack(page, stack());
  await useFakePaddle(page, { pri_dev_starter_lifetime: 4999 });
  // Every notification title the page shows, from its first frame, on every load.
  await page.addInitScript(() => {
    const seen: string[] = JSON.parse(sessionStorage.getItem('seen-notices') ?? '[]');
    new MutationObserver(() => {
      for (const title of document.querySelectorAll('.notification__title')) {
        const text = title.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) {
          seen.push(text);
          sessionStorage.setItem('seen-notices', JSON.stringify(seen));
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await logInWithProvider(page, stack(), 'GitHub', 'index.check@github.example', '/profile');
  await expect(page.getByRole('heading', { name: 'Your Plan' })).toBeVisible();

  // The index out of reach (a fetch cut short, a server down): the profile has no use for it.
  const asked: string[] = [];
  await page.route('**/books/_meta_/index_*.json', (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  await page.evaluate(() => indexedDB.deleteDatabase('typeshelf-cache'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Plan' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Starter' }).getByText('Full library')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(asked).toEqual([]);
  const seen = await page.evaluate(() => JSON.parse(sessionStorage.getItem('seen-notices') ?? '[]'));
  expect(seen).not.toContain('Error fetching books index');
  await expect(page.getByText('Error fetching books index')).toHaveCount(0);
});

test('the plan cards unfold one after another, 100 ms apart, and stay still with reduced motion', async ({
  page,
}) => {
  await useStack(page, stack());
  await useFakePaddle(page, { pri_dev_starter_lifetime: 4999 });
  // The animations as each card runs them, read as soon as the cards are on the page.
  const foldsOf = () =>
    page.locator('.pricing__cards > .plan-card').evaluateAll((cards) =>
      cards.map((card) => {
        const animations = card.getAnimations().filter((a) => a instanceof CSSAnimation);
        const timing = animations[0]?.effect?.getComputedTiming();
        return {
          names: animations.map((a) => (a as CSSAnimation).animationName),
          delay: timing?.delay ?? null,
          duration: timing?.duration ?? null,
          opacity: getComputedStyle(card).opacity,
        };
      }),
    );

  await page.goto('/pricing');
  await expect(page.getByRole('article', { name: 'Pro Monthly' })).toBeVisible();
  const folds = await foldsOf();
  expect(folds).toHaveLength(4);
  expect(folds.map((fold) => fold.names)).toEqual(Array(4).fill(['plan-card-fold']));
  expect(folds.map((fold) => fold.delay)).toEqual([0, 100, 200, 300]);
  expect(folds.every((fold) => typeof fold.duration === 'number' && fold.duration > 0)).toBe(true);
  // The fold really drives the cards: each plays to its end, from hidden (its start) to shown.
  expect(
    await page.locator('.pricing__cards > .plan-card').evaluateAll(async (cards) =>
      Promise.all(
        cards.map(async (card) => {
          const fold = card.getAnimations()[0]!;
          await fold.finished;
          const end = getComputedStyle(card).opacity;
          fold.pause();
          fold.currentTime = Number(fold.effect?.getComputedTiming().delay ?? 0);
          const start = getComputedStyle(card).opacity;
          fold.finish();
          return [fold.playState, start, end];
        }),
      ),
    ),
  ).toEqual(Array(4).fill(['finished', '0', '1']));

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(page.getByRole('article', { name: 'Pro Monthly' })).toBeVisible();
  const still = await foldsOf();
  expect(still.map((fold) => [fold.names, fold.opacity])).toEqual(Array(4).fill([[], '1']));
  expect(
    await page
      .locator('.pricing__cards > .plan-card')
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationName)),
  ).toEqual(Array(4).fill('none'));
});
