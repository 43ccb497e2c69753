// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from './backend-config';

// The client never loads here: start-up must put the profile in place without it.
vi.mock('./supabase-client', async (original) => ({
  ...(await original<typeof import('./supabase-client')>()),
  loadSupabase: () => new Promise(() => {}),
}));

const { localData } = await import('../storage/current-profile');
const { startSession } = await import('./session');
const { sessionState } = await import('./session-state');
const { followAuth } = await import('./session-machine');

describe('start-up with a kept session', () => {
  it("puts the kept user's profile in place before the client confirms the session", () => {
    window.localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ access_token: 'a', refresh_token: 'r', user: { id: 'kept-user' } }),
    );
    expect(localData.getSnapshot().profile).toBe('anonymous');
    startSession();
    expect(localData.getSnapshot().profile).toBe('kept-user');
    expect(sessionState.session.restoring).toBe(true);
  });

  it('switches back to the anonymous profile when the client finds the kept session gone', () => {
    localData.switchProfile('kept-user');
    const client = {
      auth: {
        onAuthStateChange: (listener: (event: string, session: null) => void) =>
          listener('INITIAL_SESSION', null),
      },
    };
    followAuth(client as unknown as Parameters<typeof followAuth>[0]);
    expect(localData.getSnapshot().profile).toBe('anonymous');
    expect(sessionState.session.restoring).toBe(false);
  });
});
