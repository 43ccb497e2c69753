// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from './backend-config';

const started = vi.fn();
// The session's start-up code, counted: a visitor with nothing kept must not load or run it.
vi.mock('./session', async (original) => {
  const actual = await original<typeof import('./session')>();
  return {
    ...actual,
    startSession: () => {
      started();
      actual.startSession();
    },
  };
});
// The client never loads here.
vi.mock('./supabase-client', async (original) => ({
  ...(await original<typeof import('./supabase-client')>()),
  loadSupabase: () => new Promise(() => {}),
}));

const { localData } = await import('../storage/current-profile');
const { startKeptSession } = await import('./start-kept-session');
const { sessionState } = await import('./session-state');

describe('startKeptSession', () => {
  it('starts nothing for a visitor with no session kept', async () => {
    await startKeptSession();
    expect(started).not.toHaveBeenCalled();
    expect(localData.getSnapshot().profile).toBe('anonymous');
    expect(sessionState.session.restoring).toBe(false);
  });

  it("has the kept user's profile in place and the session restoring once it resolves", async () => {
    window.localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ access_token: 'a', refresh_token: 'r', user: { id: 'kept-user' } }),
    );
    await startKeptSession();
    expect(started).toHaveBeenCalledOnce();
    expect(localData.getSnapshot().profile).toBe('kept-user');
    expect(sessionState.session.restoring).toBe(true);
  });
});
