/**
 * The local backend for the browser benches that sync: the stack `npm start`
 * runs (real PostgreSQL and PostgREST, the development Auth and Storage), a
 * confirmed Pro account on it, and a browser context pointed at it the way
 * `npm start` serves the app (development mode, /backend.json naming the stack).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { deliverSigned, subscriptionCreated } from '../e2e/paddle-events';

export const PASSWORD = 'benchmark password';

export interface BenchStack {
  url: string;
  anonKey: string;
  webhookSecret: string;
  /** What the development Auth printed (the confirmation links among it). */
  links: string[];
  stop: () => Promise<void>;
}

export interface ProAccount {
  email: string;
  token: string;
}

/** Starts a throw-away stack whose links lead to `siteUrl`; `stop` removes its data too. */
export async function startBenchStack(siteUrl: string): Promise<BenchStack> {
  const { freePort, startStack } = (await import(
    new URL('../../../supabase/local/stack.mjs', import.meta.url).href
  )) as {
    freePort: () => Promise<number>;
    startStack: (options: object) => Promise<Omit<BenchStack, 'links'>>;
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'typeshelf-bench-stack-'));
  const links: string[] = [];
  const stack = await startStack({
    dataDir,
    port: await freePort(),
    siteUrl,
    durable: false,
    log: (line: string) => links.push(line),
  });
  return {
    url: stack.url,
    anonKey: stack.anonKey,
    webhookSecret: stack.webhookSecret,
    links,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function call(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 || response.status === 201 ? null : response.json();
}

/** A confirmed account (through the printed link) with an active monthly subscription (through the webhook). */
export async function proAccount(stack: BenchStack, name: string): Promise<ProAccount> {
  const email = `${name}-${Date.now()}@example.com`;
  const auth = (path: string, body: unknown) =>
    call(`${stack.url}/auth/v1/${path}`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }) as Promise<{ access_token: string; user: { id: string } }>;
  await auth('signup', { email, password: PASSWORD });
  const link = stack.links.filter((line) => line.includes(` for ${email}: `)).at(-1) ?? '';
  const token = new URL(link.slice(link.lastIndexOf(': ') + 2)).searchParams.get('token');
  const session = await auth('verify', { type: 'signup', token });
  const response = await deliverSigned(stack.url, stack.webhookSecret, subscriptionCreated(session.user.id));
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
  return { token: session.access_token, email };
}

/** A context of the app served at `base` that talks to `stack`, in development mode as `npm start` serves it. */
export async function stackContext(
  browser: Browser,
  base: string,
  stack: BenchStack,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  await context.route('**/backend.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ url: stack.url, anonKey: stack.anonKey }),
    }),
  );
  // The account routes exist in development mode.
  await context.addInitScript(() => window.localStorage.setItem('typeshelf:dev-mode', 'true'));
  return context;
}

/** Fills the log-in form; the caller clicks "Log in" when its clock is ready. */
export async function fillLogin(page: Page, account: ProAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(PASSWORD);
}
