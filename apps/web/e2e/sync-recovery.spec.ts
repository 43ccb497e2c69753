/**
 * Failures on the way to a running sync, each recovered without a reload:
 * the connection dropping while the sync's code loads, during the premium
 * check, and the account code failing to load once. The notices follow what
 * happened. TYPESHELF_RECOVERY_LOOPS=20 runs each case that many times (the
 * committed run keeps one, so the suite stays quick).
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { accountStackForFile, test } from './account-stack';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';
import {
  createAccount,
  openDevice,
  type ParagraphRow,
  serverRows,
  syncIdle,
  type TestAccount,
  typedRows,
} from './sync-helpers';

const stack = accountStackForFile();
const expect = baseExpect.configure({ timeout: 30_000 });
const paragraphs = catalogueChapter(TUTORIAL, '000');
const LOOPS = Number(process.env.TYPESHELF_RECOVERY_LOOPS ?? 1);
const UNVERIFIED = 'Account status could not be verified; premium features are off until it can be.';

/** A request held until `release` is called: the connection drops while it is under way. */
function heldRequest() {
  let seen!: () => void;
  let release!: () => void;
  return {
    seen: new Promise<void>((resolve) => {
      seen = resolve;
    }),
    released: new Promise<void>((resolve) => {
      release = resolve;
    }),
    markSeen: () => seen(),
    release: () => release(),
  };
}

async function typeFirstParagraph(page: Page) {
  await typeText(page, paragraphs[0]!, 0);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
}

const serverHasIt = (account: TestAccount) =>
  expect
    .poll(async () => typedRows(await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed')).length)
    .toBe(1);

for (let run = 1; run <= LOOPS; run++) {
  const label = LOOPS > 1 ? ` (run ${run})` : '';

  test(`the connection dropping while the sync code loads: restored, synchronized${label}`, async ({
    browser,
  }) => {
    const account = await createAccount(stack(), `recover-chunk-${run}-${Date.now()}@example.com`, true);
    const { context, page } = await openDevice(browser, stack(), account);
    await syncIdle(page);
    const held = heldRequest();
    let aborted = 0;
    await page.route(/\/assets\/server-sync-[^/]*\.js$/, async (route) => {
      if (aborted > 0) return route.continue();
      held.markSeen();
      await held.released;
      aborted += 1;
      return route.abort('internetdisconnected');
    });
    await openPrompt(page, TUTORIAL, '000');
    await held.seen;
    await context.setOffline(true);
    held.release();
    await typeFirstParagraph(page);
    await context.setOffline(false);
    await expect(page.getByText('Connection restored.')).toBeVisible();
    await expect(page.getByText('Your progress was synchronized.')).toBeVisible();
    await serverHasIt(account);
    expect(aborted).toBe(1);
    await context.close();
  });

  test(`the connection dropping during the premium check: verified on its return${label}`, async ({
    browser,
  }) => {
    const account = await createAccount(stack(), `recover-premium-${run}-${Date.now()}@example.com`, true);
    const { context, page } = await openDevice(browser, stack(), account);
    await syncIdle(page);
    const held = heldRequest();
    let aborted = 0;
    await page.route('**/rest/v1/rpc/get_premium', async (route) => {
      if (aborted > 0) return route.continue();
      held.markSeen();
      await held.released;
      aborted += 1;
      return route.abort('internetdisconnected');
    });
    await openPrompt(page, TUTORIAL, '000');
    await held.seen;
    await context.setOffline(true);
    held.release();
    await expect(page.getByText(UNVERIFIED)).toBeVisible();
    await context.setOffline(false);
    // Verified again without a reload: the sync starts and sends what is typed.
    await syncIdle(page);
    await typeFirstParagraph(page);
    await serverHasIt(account);
    expect(aborted).toBe(1);
    await context.close();
  });

  test(`the account code failing to load once: loaded again, the sync starts${label}`, async ({
    browser,
  }) => {
    const account = await createAccount(stack(), `recover-account-${run}-${Date.now()}@example.com`, true);
    const { context, page } = await openDevice(browser, stack(), account);
    await syncIdle(page);
    let refused = 0;
    await page.route(/\/assets\/session-machine-[^/]*\.js$/, (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await openPrompt(page, TUTORIAL, '000');
    await syncIdle(page);
    await typeFirstParagraph(page);
    await serverHasIt(account);
    expect(refused).toBe(1);
    await context.close();
  });
}
