/**
 * The app's entry to local data: the current profile (anonymous or a user),
 * the shared cache, profile switching, and the one-time v1 migration. The
 * merge of anonymous progress into an account is progress's
 * (`progress/merge-profiles.ts`). Screens read it through `useProfile()`.
 */
import { CacheData } from './cache-data';
import { databaseExists } from './database';
import type { LegacyMigration } from './legacy-migration';
import { ProfileData } from './profile-data';
import { storageFailure } from './storage-health';
import { ANONYMOUS_PROFILE, LEGACY_DATABASE } from './stores';

type Listener = () => void;

/** Holder of the current profile; `subscribe`/`getSnapshot` suit `useSyncExternalStore`. */
export class LocalData {
  readonly cache: CacheData;
  private current: ProfileData;
  private readonly listeners = new Set<Listener>();
  /** The visitor's profile, kept while an account's is in use (its data may move into the account). */
  readonly anonymous: ProfileData;

  constructor(cache: CacheData = new CacheData()) {
    this.cache = cache;
    this.anonymous = new ProfileData(ANONYMOUS_PROFILE);
    this.current = this.anonymous;
  }

  /** The profile in use now. */
  getSnapshot = (): ProfileData => this.current;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Runs the v1 migration into the anonymous profile (call once at start-up).
   * Its code loads only where a v1 database is there to move: few browsers still hold one.
   */
  async migrateLegacy(): Promise<LegacyMigration> {
    // Without the browser's storage there is no v1 database to read (and asking would only throw).
    if (storageFailure() !== null || !(await databaseExists(LEGACY_DATABASE).catch(() => false)))
      return { migrated: false };
    const { migrateLegacyDatabase } = await import('./legacy-migration');
    return migrateLegacyDatabase(this.anonymous, this.cache);
  }

  /** Switches to a user's profile, or back to anonymous with null. */
  switchProfile(userId: string | null): ProfileData {
    const next = userId === null ? this.anonymous : new ProfileData(userId);
    if (next.profile !== this.current.profile) {
      if (this.current !== this.anonymous) void this.current.close();
      this.current = next;
      for (const listener of this.listeners) listener();
    }
    return this.current;
  }

  /** Whether the visitor has anonymous progress that could move to an account. */
  hasAnonymousProgress(): Promise<boolean> {
    return this.anonymous.hasProgress();
  }
}
