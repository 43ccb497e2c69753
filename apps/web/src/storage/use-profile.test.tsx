// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localData } from './current-profile';
import type { ProfileData } from './index';
import { preloadProfileQuery, useProfileQuery } from './use-profile';

/** A read that counts its calls and answers with the call's number. */
function countingRead() {
  const calls: ProfileData[] = [];
  const read = async (profile: ProfileData) => {
    calls.push(profile);
    return { call: calls.length };
  };
  return { read, calls };
}

describe('useProfileQuery', () => {
  it('opened again with nothing written since, draws a kept read at once and reads nothing', async () => {
    const { read, calls } = countingRead();
    const first = renderHook(() => useProfileQuery(read, [], { keep: true }));
    expect(first.result.current).toBeUndefined();
    await waitFor(() => expect(first.result.current).toEqual({ call: 1 }));
    first.unmount();

    const again = renderHook(() => useProfileQuery(read, [], { keep: true }));
    expect(again.result.current).toEqual({ call: 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(again.result.current).toEqual({ call: 1 });
    expect(calls).toHaveLength(1);
    again.unmount();
  });

  it('reads again after a write, whether the screen is open or opened later', async () => {
    const { read, calls } = countingRead();
    const open = renderHook(() => useProfileQuery(read, [], { keep: true }));
    await waitFor(() => expect(open.result.current).toEqual({ call: 1 }));
    act(() => localData.getSnapshot().changed(['general']));
    await waitFor(() => expect(open.result.current).toEqual({ call: 2 }));
    open.unmount();

    act(() => localData.getSnapshot().changed(['general']));
    const later = renderHook(() => useProfileQuery(read, [], { keep: true }));
    // The kept value was read before the last write: the screen waits for a fresh one.
    expect(later.result.current).toBeUndefined();
    await waitFor(() => expect(later.result.current).toEqual({ call: 3 }));
    expect(calls).toHaveLength(3);
    later.unmount();
  });

  it('keeps nothing without `keep`: each opening reads afresh', async () => {
    const { read, calls } = countingRead();
    const first = renderHook(() => useProfileQuery(read));
    await waitFor(() => expect(first.result.current).toEqual({ call: 1 }));
    first.unmount();
    const again = renderHook(() => useProfileQuery(read));
    expect(again.result.current).toBeUndefined();
    await waitFor(() => expect(again.result.current).toEqual({ call: 2 }));
    expect(calls).toHaveLength(2);
    again.unmount();
  });

  it('preloaded before the screen opens, the screen draws the read in its first render and reads nothing', async () => {
    const { read, calls } = countingRead();
    await expect(preloadProfileQuery(read, localData.getSnapshot())).resolves.toEqual({ call: 1 });
    const open = renderHook(() => useProfileQuery(read, [], { keep: true }));
    expect(open.result.current).toEqual({ call: 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toHaveLength(1);
    open.unmount();
    // Preloaded again with nothing written since: the kept value answers.
    await expect(preloadProfileQuery(read, localData.getSnapshot())).resolves.toEqual({ call: 1 });
    expect(calls).toHaveLength(1);
  });

  it('opened while a preload is under way, the screen waits on that read instead of its own', async () => {
    let finish: (value: { call: number }) => void = () => undefined;
    const calls: ProfileData[] = [];
    const read = (profile: ProfileData) => {
      calls.push(profile);
      return new Promise<{ call: number }>((resolve) => {
        finish = resolve;
      });
    };
    const preloaded = preloadProfileQuery(read, localData.getSnapshot());
    const open = renderHook(() => useProfileQuery(read, [], { keep: true }));
    expect(open.result.current).toBeUndefined();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toHaveLength(1);
    finish({ call: 1 });
    await expect(preloaded).resolves.toEqual({ call: 1 });
    await waitFor(() => expect(open.result.current).toEqual({ call: 1 }));
    expect(calls).toHaveLength(1);
    open.unmount();
  });

  it('a preload made before a write is not what a screen opened after it shows', async () => {
    const { read, calls } = countingRead();
    await preloadProfileQuery(read, localData.getSnapshot());
    act(() => localData.getSnapshot().changed(['general']));
    const open = renderHook(() => useProfileQuery(read, [], { keep: true }));
    expect(open.result.current).toBeUndefined();
    await waitFor(() => expect(open.result.current).toEqual({ call: 2 }));
    expect(calls).toHaveLength(2);
    open.unmount();
  });
});
