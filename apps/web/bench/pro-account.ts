/**
 * What the browser benches that sync do on the account tests' stack (the
 * one `npm start` runs): a confirmed Pro account, and a browser context
 * pointed at the stack the way `npm start` serves the app (development mode,
 * /backend.json naming the stack).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { AccountStack } from '../e2e/account-stack';
import { subscriptionCreated } from '../e2e/paddle-events';

export const PASSWORD = 'benchmark password';

export interface ProAccount {
  email: string;
  token: string;
}

export async function call(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 || response.status === 201 ? null : response.json();
}

/** A confirmed account (through the printed link) with an active monthly subscription (through the webhook). */
export async function proAccount(stack: AccountStack, name: string): Promise<ProAccount> {
  const email = `${name}-${Date.now()}@example.com`;
  const auth = (path: string, body: unknown) =>
    call(`${stack.url}/auth/v1/${path}`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }) as Promise<{ access_token: string; user: { id: string } }>;
  await auth('signup', { email, password: PASSWORD });
  const link = stack.linkFor(email, /Confirmation link/);
  if (!link) throw new Error(`no confirmation link was printed for ${email}`);
  const token = new URL(link).searchParams.get('token');
  const session = await auth('verify', { type: 'signup', token });
  const response = await stack.deliverWebhook(subscriptionCreated(session.user.id));
  const answer = await response.json();
  // The database lets only Pro write: the subscription must have been applied, not just answered.
  if (!response.ok || answer.outcome !== 'applied')
    throw new Error(`the webhook answered ${response.status} ${JSON.stringify(answer)}`);
  return { token: session.access_token, email };
}

/** A context of the app served at `base` that talks to `stack`, in development mode as `npm start` serves it. */
export async function stackContext(
  browser: Browser,
  base: string,
  stack: AccountStack,
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
