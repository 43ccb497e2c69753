// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localData } from '../stores/local-data';
import { sessionState } from '../stores/session-state';
import { useProfileQuery } from './use-profile';

const setRestoring = (restoring: boolean) => {
  sessionState.session = { ...sessionState.session, restoring };
};

afterEach(() => {
  setRestoring(false);
  localData.switchProfile(null);
});

describe('useProfileQuery', () => {
  it('reads nothing while a kept session is restored, then reads the account profile', async () => {
    setRestoring(true);
    const read = vi.fn(async (profile: { profile: string }) => profile.profile);
    const { result } = renderHook(() => useProfileQuery(read));
    // Long enough for a read of the anonymous profile to have landed, had one started.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).not.toHaveBeenCalled();
    expect(result.current).toBeUndefined();

    // The session machine's order: restoring ends, then the account's profile switches in.
    act(() => {
      setRestoring(false);
      localData.switchProfile('restored-user');
    });
    await waitFor(() => expect(result.current).toBe('restored-user'));
    expect(read.mock.calls.map(([profile]) => profile.profile)).toEqual(['restored-user']);
  });

  it('reads the anonymous profile of a visitor with no kept session', async () => {
    const { result } = renderHook(() => useProfileQuery(async (profile) => profile.profile));
    await waitFor(() => expect(result.current).toBe('anonymous'));
  });
});
