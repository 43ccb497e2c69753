/**
 * The one LocalData of the page and the hooks screens use to read it.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { LocalData, type ProfileData } from '../data';

export const localData = new LocalData();

/** The current profile; re-renders when the profile switches. */
export function useProfile(): ProfileData {
  return useSyncExternalStore(localData.subscribe, localData.getSnapshot, localData.getSnapshot);
}

/** The profile's write counter: a dependency that changes after every write. */
export function useProfileRevision(profile: ProfileData): number {
  return useSyncExternalStore(
    (listener) => profile.subscribe(listener),
    () => profile.revision,
    () => profile.revision,
  );
}

/**
 * Reads something from the current profile and reads it again after every
 * write; undefined while loading.
 */
export function useProfileQuery<T>(
  read: (profile: ProfileData) => Promise<T>,
  deps: unknown[] = [],
): T | undefined {
  const profile = useProfile();
  const revision = useProfileRevision(profile);
  const [value, setValue] = useState<T | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is a fresh closure each render; its inputs are `deps`.
  useEffect(() => {
    let live = true;
    read(profile).then(
      (result) => {
        if (live) setValue(() => result);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [profile, revision, ...deps]);
  return value;
}
