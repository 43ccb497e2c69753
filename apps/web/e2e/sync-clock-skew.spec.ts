/**
 * Wrong clocks: device B's clock is an hour ahead or an hour behind the
 * server's. Both devices type the same paragraph offline, one after the
 * other in real time; once both are back, each device and the server hold
 * the result typed last in real time, whichever clock says otherwise, and a
 * device's own fresh result is never discarded on that device.
 */
import { type Browser, expect as baseExpect } from '@playwright/test';
import { accountStackForFile, useStack as pointAtStack, test } from './account-stack';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';
import {
  createAccount,
  expectOneServerRow,
  logIn,
  storedCell,
  type TestAccount,
  type TypedCell,
} from './sync-helpers';

const stack = accountStackForFile();
// Each test has its own account and devices: the two workers share the file's long tests out.
test.describe.configure({ mode: 'parallel' });
const expect = baseExpect.configure({ timeout: 20_000 });
const HOUR = 3_600_000;

/** A device whose clock is `skew` ms off (every `Date` the page makes, `Date.now` too). */
async function skewedDevice(browser: Browser, account: TestAccount, skew: number) {
  const context = await browser.newContext();
  if (skew !== 0)
    await context.addInitScript((shift: number) => {
      const Real = Date;
      class Shifted extends Real {
        constructor(...args: unknown[]) {
          if (args.length === 0) super(Real.now() + shift);
          else super(...(args as [number]));
        }
        static override now() {
          return Real.now() + shift;
        }
      }
      window.Date = Shifted as DateConstructor;
    }, skew);
  const page = await context.newPage();
  await pointAtStack(page, stack());
  await logIn(page, account);
  return { context, page };
}

for (const skew of [HOUR, -HOUR])
  for (const last of ['A', 'B'] as const)
    test(`B's clock an hour ${skew > 0 ? 'ahead' : 'behind'}, ${last} types the paragraph last: ${last}'s result everywhere`, async ({
      browser,
    }) => {
      const account = await createAccount(
        stack(),
        `skew-${skew > 0 ? 'ahead' : 'behind'}-${last.toLowerCase()}-${Date.now()}@example.com`,
        true,
      );
      const paragraph = catalogueChapter(TUTORIAL, '000')[0]!;
      const a = await skewedDevice(browser, account, 0);
      const b = await skewedDevice(browser, account, skew);
      expect(await b.page.evaluate(() => Date.now())).toBeGreaterThan(Date.now() + skew - 60_000);
      for (const { page, context } of [a, b]) {
        await openPrompt(page, TUTORIAL, '000');
        // The server's clock is learned from the start-up's responses.
        await expect(page.locator('html')).toHaveAttribute('data-sync', 'idle', { timeout: 30_000 });
        await context.setOffline(true);
      }
      const order = last === 'A' ? [b, a] : [a, b];
      const key = `${TUTORIAL}__000__0`;
      for (const [i, { page }] of order.entries()) {
        await typeText(page, paragraph, i === 0 ? 0 : 20);
        await page.keyboard.press('Enter');
        await expect(page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
      }
      const newest = (await storedCell(order[1]!.page, account.userId, key)) as TypedCell;

      for (const { page, context } of order) {
        await context.setOffline(false);
        await expect(page.getByText('Your progress was synchronized.')).toBeVisible();
      }
      // Each device pulls at start-up: reopen both.
      for (const { page } of [a, b]) {
        await page.goto(`/books/${TUTORIAL}`);
        await expect(page.locator('.chapter-list__item').first()).toContainText('%');
        await expect(page.locator('html')).toHaveAttribute('data-sync', 'idle', { timeout: 30_000 });
      }
      for (const { page } of [a, b])
        await expect
          .poll(
            async () => ((await storedCell(page, account.userId, key)) as TypedCell | null)?.typed.timestamp,
          )
          .toBe(newest.typed.timestamp);
      await expectOneServerRow(stack(), account, newest);
      await a.context.close();
      await b.context.close();
    });
