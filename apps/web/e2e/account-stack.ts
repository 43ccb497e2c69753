/**
 * The local backend for the account tests: the stack `npm start` runs
 * (PostgreSQL, PostgREST, the webhook under Deno, the development Auth
 * server) in a throwaway folder. The auth server's printed links are kept so
 * a test can open them the way a developer opens them from the terminal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { deliverSigned } from './paddle-events';

export interface AccountStack {
  url: string;
  anonKey: string;
  webhookSecret: string;
  /** The newest printed link of a kind ("Confirmation link", "Password recovery link") for an address. */
  linkFor: (email: string, kind: RegExp) => string | undefined;
  /** Sends a Paddle-signed event to the webhook function, as Paddle would. */
  deliverWebhook: (event: unknown) => Promise<Response>;
  /** Realtime's outage switch: `pause()` drops every connection and refuses new ones, `resume()` ends it. */
  realtime: { pause: () => void; resume: () => void };
  stop: () => Promise<void>;
}

interface StackModule {
  freePort: () => Promise<number>;
  startStack: (options: Record<string, unknown>) => Promise<{
    url: string;
    anonKey: string;
    webhookSecret: string;
    realtime: { pause: () => void; resume: () => void };
    stop: () => Promise<void>;
  }>;
}

export async function startAccountStack(siteUrl: string): Promise<AccountStack> {
  // Imported by address: the stack is plain JavaScript beside the migrations.
  const module = new URL('../../../supabase/local/stack.mjs', import.meta.url).href;
  const { freePort, startStack } = (await import(module)) as StackModule;
  const dataDir = mkdtempSync(join(tmpdir(), 'typeshelf-accounts-'));
  const lines: string[] = [];
  const stack = await startStack({
    dataDir,
    port: await freePort(),
    siteUrl,
    durable: false,
    log: (line: string) => lines.push(line),
  });
  return {
    url: stack.url,
    anonKey: stack.anonKey,
    webhookSecret: stack.webhookSecret,
    linkFor: (email, kind) =>
      lines
        .filter((line) => line.includes(` for ${email}: `) && kind.test(line))
        .map((line) => line.slice(line.indexOf(`${email}: `) + email.length + 2).trim())
        .at(-1),
    deliverWebhook: (event) => deliverSigned(stack.url, stack.webhookSecret, event),
    realtime: stack.realtime,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app as `npm start` serves it: development mode, and /backend.json naming this stack. */
export async function useStack(page: Page, stack: AccountStack): Promise<void> {
  await page.route('**/backend.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ url: stack.url, anonKey: stack.anonKey }),
    }),
  );
  await page.addInitScript(() => window.localStorage.setItem('typeshelf:dev-mode', 'true'));
}

/**
 * The test function of the spec files that use the local backend: one stack
 * per Playwright worker, started when its first such file needs it and
 * stopped when the worker ends, so the files a worker runs one after the other
 * share it instead of each paying for PostgreSQL, PostgREST, Deno and the dev
 * server again. Tests stay independent through their own accounts (every
 * address is unique per test); a failed test's worker is replaced, and with
 * it the stack, so a retry starts from a fresh one.
 */
export const test = base.extend<Record<never, never>, { accountStack: AccountStack }>({
  accountStack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use, workerInfo) => {
      const stack = await startAccountStack(workerInfo.project.use.baseURL ?? 'http://127.0.0.1:4173');
      await use(stack);
      await stack.stop();
    },
    // The room a whole stack start needs on a shared 2-core machine.
    { scope: 'worker', timeout: 180_000 },
  ],
});

/**
 * The worker's stack for the spec file that calls this at its top (declaring
 * its tests with this module's `test`), with the room a whole account journey
 * against a real backend needs on a shared 2-core machine. Tests read it
 * through the returned function once the file's first test has begun.
 */
export function accountStackForFile(): () => AccountStack {
  let stack: AccountStack | undefined;
  test.describe.configure({ timeout: 240_000 });
  test.beforeAll(async ({ accountStack }) => {
    stack = accountStack;
  });
  return () => {
    if (!stack) throw new Error('The account stack has not started.');
    return stack;
  };
}
