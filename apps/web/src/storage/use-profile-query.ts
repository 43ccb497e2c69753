/**
 * A read of the current profile's records, read again after every write.
 * Only the domains' named hooks call it (`useChapterStats`, `useBookInfo`,
 * …); screens read through those, never through this directly.
 */
import { useEffect, useState } from 'react';
import type { ProfileData } from './index';
import { useProfile, useProfileRevision } from './use-profile';

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

/**
 * Reads something from the current profile and reads it again after every
 * write; undefined while loading. Objects among `deps` count by identity.
 */
export function useProfileQuery<T>(
  read: (profile: ProfileData) => Promise<T>,
  deps: unknown[] = [],
): T | undefined {
  const profile = useProfile();
  const revision = useProfileRevision(profile);
  // What the value was read for: a value read for other inputs (another book, another profile) is
  // not shown, while a re-read after a write keeps showing the previous value until it lands.
  const key = inputsKey([profile.profile, ...deps]);
  const [state, setState] = useState<{ key: string; value: T } | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is a fresh closure each render; its inputs are `deps`.
  useEffect(() => {
    let live = true;
    read(profile).then(
      (result) => {
        if (live) setState({ key, value: result });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [profile, revision, key]);
  return state?.key === key ? state.value : undefined;
}
