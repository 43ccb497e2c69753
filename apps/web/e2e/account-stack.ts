/**
 * The local backend for the account tests: the stack `npm start` runs
 * (PostgreSQL, PostgREST, the webhook under Deno, the development Auth
 * server) in a throwaway folder. The auth server's printed links are kept so
 * a test can open them the way a developer opens them from the terminal.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export interface AccountStack {
  url: string;
  anonKey: string;
  webhookSecret: string;
  /** The newest printed link of a kind ("Confirmation link", "Password recovery link") for an address. */
  linkFor: (email: string, kind: RegExp) => string | undefined;
  /** Sends a Paddle-signed event to the webhook function, as Paddle would. */
  deliverWebhook: (event: unknown) => Promise<Response>;
  stop: () => Promise<void>;
}

interface StackModule {
  freePort: () => Promise<number>;
  startStack: (options: Record<string, unknown>) => Promise<{
    url: string;
    anonKey: string;
    webhookSecret: string;
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
    deliverWebhook: (event) => {
      const body = JSON.stringify(event);
      const at = Math.floor(Date.now() / 1000);
      const h1 = createHmac('sha256', stack.webhookSecret).update(`${at}:${body}`).digest('hex');
      return fetch(`${stack.url}/functions/v1/paddle-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'paddle-signature': `ts=${at};h1=${h1}` },
        body,
      });
    },
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
