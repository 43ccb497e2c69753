/**
 * The hooks that read the current profile: the profile itself, its write
 * counter, and a query read again after every write (`useProfileQuery`),
 * which only the domains' named hooks call: screens read through those
 * (tests/architecture.test.ts holds it). It stays in this module, which the
 * app's start-up code loads anyway, so no screen fetches it as a chunk of
 * its own.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { localData } from './current-profile';
import type { ProfileData } from './index';

/** The current profile; re-renders when the profile switches. */
export function useProfile(): ProfileData {
  return useSyncExternalStore(localData.subscribe, localData.getSnapshot, localData.getSnapshot);
}

/** The profile's write counter: a dependency that changes after every write, here or in another tab. */
export function useProfileRevision(profile: ProfileData): number {
  return useSyncExternalStore(
    (listener) => profile.subscribeRevision(listener),
    () => profile.revision,
    () => profile.revision,
  );
}

/** Each object a query depends on, by identity: a number of its own, given the first time it is seen. */
const objectIds = new WeakMap<object, number>();
let objectsSeen = 0;

/**
 * A query's inputs as one string: values as they are, objects by identity.
 * Writing an object out instead (the whole catalogue, for one) cost about
 * ten milliseconds on every render, inside the key that saves a paragraph.
 */
function inputsKey(inputs: readonly unknown[]): string {
  return inputs
    .map((input) => {
      if (typeof input !== 'object' || input === null) return JSON.stringify(input) ?? 'undefined';
      let id = objectIds.get(input);
      if (id === undefined) {
        objectsSeen += 1;
        id = objectsSeen;
        objectIds.set(input, id);
      }
      return `#${id}`;
    })
    .join(',');
}

/** What a kept read (`useProfileQuery`'s `keep`) last gave: the revision and inputs it was read at. */
interface KeptValue {
  revision: number;
  key: string;
  value: unknown;
}

/** A kept read under way: a screen opening meanwhile waits on it instead of reading again. */
interface PendingRead {
  revision: number;
  key: string;
  promise: Promise<unknown>;
}

/** Kept reads' last values and the reads under way, per profile and per read function. */
const keptValues = new WeakMap<ProfileData, Map<unknown, KeptValue>>();
const pendingReads = new WeakMap<ProfileData, Map<unknown, PendingRead>>();

function mapOf<V>(maps: WeakMap<ProfileData, Map<unknown, V>>, profile: ProfileData): Map<unknown, V> {
  let map = maps.get(profile);
  if (!map) {
    map = new Map();
    maps.set(profile, map);
  }
  return map;
}

const keptOf = (profile: ProfileData) => mapOf(keptValues, profile);

/**
 * A kept read of `read` at `revision`: the one under way for the same inputs
 * and revision if there is one, else a new one, whose value is kept once it
 * lands (unless a read at a later revision landed first).
 */
function keptRead<T>(
  read: (profile: ProfileData) => Promise<T>,
  profile: ProfileData,
  key: string,
  revision: number,
): Promise<T> {
  const pending = mapOf(pendingReads, profile);
  const under = pending.get(read);
  if (under && under.key === key && under.revision === revision) return under.promise as Promise<T>;
  const promise = read(profile).then(
    (value) => {
      const kept = keptOf(profile);
      if ((kept.get(read)?.revision ?? -1) <= revision) kept.set(read, { revision, key, value });
      if (pending.get(read)?.promise === promise) pending.delete(read);
      return value;
    },
    (error: unknown) => {
      if (pending.get(read)?.promise === promise) pending.delete(read);
      throw error;
    },
  );
  pending.set(read, { revision, key, promise });
  return promise;
}

/**
 * Starts a kept read (`useProfileQuery` with `keep` and no other inputs)
 * before the screen that shows it renders, such as when a link to it is about
 * to be followed: the screen then draws the value in its first render, or
 * waits on this same read rather than starting its own once its code has
 * loaded. Nothing is read when the kept value is current.
 */
export function preloadProfileQuery<T>(
  read: (profile: ProfileData) => Promise<T>,
  profile: ProfileData,
): Promise<T> {
  const key = inputsKey([profile.profile]);
  const kept = keptOf(profile).get(read);
  if (kept && kept.key === key && kept.revision === profile.revision) return Promise.resolve(kept.value as T);
  return keptRead(read, profile, key, profile.revision);
}

/**
 * Reads something from the current profile and reads it again after every
 * write; undefined while loading. Objects among `deps` count by identity.
 *
 * With `keep` (for a `read` defined once at module level, never a closure
 * made per render), its last value stays beside the profile's revision: a
 * screen opened again with nothing written since draws it in its first
 * render, without reading again or showing its loading state in between.
 * Any write, here or in another tab, moves the revision on and the value
 * is read afresh as without `keep`.
 */
export function useProfileQuery<T>(
  read: (profile: ProfileData) => Promise<T>,
  deps: unknown[] = [],
  { keep = false }: { keep?: boolean } = {},
): T | undefined {
  const profile = useProfile();
  const revision = useProfileRevision(profile);
  // What the value was read for: a value read for other inputs (another book, another profile) is
  // not shown, while a re-read after a write keeps showing the previous value until it lands.
  const key = inputsKey([profile.profile, ...deps]);
  const [state, setState] = useState<{ key: string; revision: number; value: T } | undefined>(() => {
    const kept = keep ? keptOf(profile).get(read) : undefined;
    return kept && kept.key === key && kept.revision === revision
      ? { key, revision, value: kept.value as T }
      : undefined;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is a fresh closure each render; its inputs are `deps`.
  useEffect(() => {
    // The kept value the screen opened with is current: nothing was written since it was read.
    if (state?.key === key && state.revision === revision) return;
    let live = true;
    // A kept read started ahead of the screen (`preloadProfileQuery`) is waited on, not repeated.
    (keep ? keptRead(read, profile, key, revision) : read(profile)).then(
      (result) => {
        if (live) setState({ key, revision, value: result });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [profile, revision, key]);
  return state?.key === key ? state.value : undefined;
}
