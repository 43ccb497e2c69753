/**
 * The current profile and its write counter, for the hooks that read it.
 * Reads of stored records go through `useProfileQuery`
 * (`use-profile-query.ts`), which only the domains' hooks call.
 */
import { useSyncExternalStore } from 'react';
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
