/**
 * Pro accounts on the local stack for the sync tests: signed up and
 * confirmed through the auth API, given a monthly subscription through the
 * payment webhook, and read back on the server side with their own token.
 */
import { expect, type Page } from '@playwright/test';
import type { AccountStack } from './account-stack';

export const PASSWORD = 'correct horse battery';

export interface TestAccount {
  email: string;
  userId: string;
  accessToken: string;
}

async function authCall(stack: AccountStack, path: string, body: unknown) {
  const response = await fetch(`${stack.url}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ access_token: string; user: { id: string } }>;
}

/** A confirmed account; with `pro`, a monthly subscription is active. */
export async function createAccount(stack: AccountStack, email: string, pro: boolean): Promise<TestAccount> {
  await authCall(stack, 'signup', { email, password: PASSWORD, data: { display_name: email.split('@')[0] } });
  const link = stack.linkFor(email, /Confirmation link/);
  const token = new URL(link as string).searchParams.get('token');
  const session = await authCall(stack, 'verify', { type: 'signup', token });
  const userId = session.user.id;
  if (pro) {
    const response = await stack.deliverWebhook({
      event_id: `evt_${userId}`,
      event_type: 'subscription.created',
      occurred_at: new Date().toISOString(),
      notification_id: `ntf_${userId}`,
      data: {
        id: `sub_${userId}`,
        status: 'active',
        created_at: new Date().toISOString(),
        billing_cycle: { interval: 'month', frequency: 1 },
        next_billed_at: '2027-01-01T00:00:00.000Z',
        scheduled_change: null,
        management_urls: {
          cancel: 'https://pay.example/cancel',
          update_payment_method: 'https://pay.example/card',
        },
        currency_code: 'USD',
        items: [
          { price: { id: 'pri_dev_pro_monthly', unit_price: { amount: '499', currency_code: 'USD' } } },
        ],
        custom_data: { user_id: userId },
      },
    });
    expect(response.status).toBe(200);
  }
  return { email, userId, accessToken: session.access_token };
}

/** The account's rows of a table, read on the server with the account's own token. */
export async function serverRows<T = Record<string, unknown>>(
  stack: AccountStack,
  account: TestAccount,
  table: string,
): Promise<T[]> {
  const response = await fetch(`${stack.url}/rest/v1/${table}?select=*`, {
    headers: { apikey: stack.anonKey, authorization: `Bearer ${account.accessToken}` },
  });
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T[]>;
}

/** Logs in through the form and waits until the session is back on the home page. */
export async function logIn(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
