/**
 * The auth calls the account screens make, each answering with the message
 * to show when it fails (03 §8, classified by core). Every call loads the
 * client first, so only account screens pay for it.
 */
import {
  authErrorMessage,
  authFailureFromError,
  CHANGE_PASSWORD_PATH,
  isAuthNotice,
} from '@typeshelf/core/accounts';
import { connectSession } from './session';
import { loadSupabase } from './supabase-client';

/** A failure's message, and whether it is told as a notification (the service failed) or under the form. */
export type AuthResult<T = void> = { ok: true; value: T } | { ok: false; message: string; notice: boolean };

/** The social sign-in providers of the login screen. */
export const PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'github', label: 'GitHub' },
  { id: 'discord', label: 'Discord' },
] as const;
export type Provider = (typeof PROVIDERS)[number]['id'];

async function call<T>(
  work: (client: Awaited<ReturnType<typeof loadSupabase>>) => Promise<T>,
): Promise<AuthResult<T>> {
  try {
    await connectSession();
    return { ok: true, value: await work(await loadSupabase()) };
  } catch (error) {
    const failure = authFailureFromError(error);
    return { ok: false, message: authErrorMessage(failure), notice: isAuthNotice(failure) };
  }
}

const absolute = (path: string) => new URL(path, window.location.origin).href;

export function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  return call(async (client) => {
    const { error } = await client.auth.signInWithPassword({ email: email.trim(), password });
    if (error) throw error;
  });
}

/** Leaves for the provider; it comes back to `returnPath` with a PKCE code. */
export function signInWithProvider(provider: Provider, returnPath: string): Promise<AuthResult> {
  return call(async (client) => {
    const { error } = await client.auth.signInWithOAuth({
      provider,
      options: { redirectTo: absolute(returnPath) },
    });
    if (error) throw error;
  });
}

/** Signs up; `confirm` is true when the auth service wants the e-mail confirmed first (no session). */
export function signUp(
  username: string,
  email: string,
  password: string,
): Promise<AuthResult<{ confirm: boolean }>> {
  return call(async (client) => {
    const { data, error } = await client.auth.signUp({
      email: email.trim(),
      password,
      options: { data: { display_name: username.trim() }, emailRedirectTo: absolute('/welcome') },
    });
    if (error) throw error;
    // An existing, confirmed address comes back as a user with no identities (the service hides it).
    if (data.user && data.user.identities?.length === 0) {
      throw { name: 'AuthApiError', code: 'user_already_exists', status: 422 };
    }
    return { confirm: data.session === null };
  });
}

export function sendRecovery(email: string): Promise<AuthResult> {
  return call(async (client) => {
    const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
      redirectTo: absolute(CHANGE_PASSWORD_PATH),
    });
    if (error) throw error;
  });
}

export function changePassword(password: string): Promise<AuthResult> {
  return call(async (client) => {
    const { error } = await client.auth.updateUser({ password });
    if (error) throw error;
  });
}

export function changeUsername(username: string): Promise<AuthResult> {
  return call(async (client) => {
    const { error } = await client.auth.updateUser({ data: { display_name: username.trim() } });
    if (error) throw error;
  });
}

export function signOut(): Promise<AuthResult> {
  return call(async (client) => {
    const { error } = await client.auth.signOut();
    if (error) throw error;
  });
}
