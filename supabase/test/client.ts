/**
 * supabase-js clients against the local stack the global setup started, and
 * the account helpers the contract tests share: sign up, follow the printed
 * confirmation link, sign in.
 */
import { readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import ws from 'ws';

export const stack = inject('stack');
export const PASSWORD = 'correct horse battery';

export function client(key = stack.anonKey): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
    realtime: { transport: ws as never },
    db: { retry: false } as never,
  });
}

/** The last link the auth server printed for `email` (what a developer copies from the terminal). */
export function printedLink(email: string): string {
  const lines = readFileSync(stack.logFile, 'utf8').split('\n');
  const line = lines.reverse().find((l) => l.startsWith('[auth]') && l.includes(` ${email}: `));
  if (!line) throw new Error(`no link printed for ${email}`);
  return line.slice(line.lastIndexOf(': ') + 2);
}

let counter = 0;
export const freshEmail = (label = 'user') => `${label}-${Date.now()}-${counter++}@example.com`;

/** A confirmed account, signed in on its own client. */
export async function signedIn(label = 'user') {
  const email = freshEmail(label);
  const supabase = client();
  const signUp = await supabase.auth.signUp({ email, password: PASSWORD });
  if (signUp.error) throw signUp.error;
  const confirmed = await fetch(printedLink(email), { redirect: 'manual' });
  if (confirmed.status !== 303) throw new Error(`confirmation answered ${confirmed.status}`);
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return { supabase, email, user: data.user, session: data.session };
}
