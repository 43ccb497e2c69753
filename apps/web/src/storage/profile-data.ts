/**
 * One profile's database: it opens the profile's IndexedDB, tells who
 * listens what each write touched, and runs the writes that cross domains
 * (a merge of two profiles, an import, a reset) as one transaction. What the
 * records mean belongs to the domains, each holding its part of the profile:
 * `progressOf` (progress/), `settingsOf` (settings/), `booksOf` (books/).
 */
import type { ProgressOptions } from '@typeshelf/core/progress';
import { clear, promisifyRequest, type UseStore } from 'idb-keyval';
import { Connection } from './connection';
import { readAll, updateInTransaction } from './database';
import { dropDrafts } from './draft-store';
import { PROFILE_STORES, type ProfileStore, practiceRecordKey, profileDatabaseName } from './stores';
import { type TabNotice, tabNotice } from './tab-notice';
import { upgradeV1Rows } from './v1-rows';

/** Minutes east of UTC at an instant, from the browser's time zone (day labels). */
export const localOffset = (t: number) => -new Date(t).getTimezoneOffset();

/** One record of one store. */
export interface StoreRow {
  store: ProfileStore;
  key: IDBValidKey;
  value: unknown;
}

/** One write, as every listener hears it. */
export interface ProfileWrite {
  /** The stores it wrote. */
  readonly stores: readonly ProfileStore[];
  /**
   * Whether it replaced rows wholesale (a merge, an import, a reset)
   * rather than through a domain: a domain that keeps rows
   * in memory reads them again.
   */
  readonly bulk: boolean;
}

/** A domain's share of a transaction that crosses domains: its stores, its writes, and what it keeps once committed. */
export interface TransactionPart {
  readonly stores: readonly ProfileStore[];
  write(tx: IDBTransaction): void;
  committed(): void;
}

/** The local data of one profile ('anonymous' or a user id). */
export class ProfileData {
  readonly profile: string;
  readonly databaseName: string;
  readonly options: ProgressOptions;
  /** Opened on first use, so a browser that refuses storage still renders every screen. */
  readonly connection: Connection;
  readonly stores: Readonly<Record<ProfileStore, UseStore>>;
  private readonly listeners = new Set<(write: ProfileWrite) => void>();
  private readonly otherTabListeners = new Set<() => void>();
  private readonly revisionListeners = new Set<() => void>();
  private readonly notice: TabNotice;
  private readonly parts = new Map<string, unknown>();
  private revisionCount = 0;

  constructor(profile: string, options: ProgressOptions = { offset: localOffset }) {
    this.profile = profile;
    this.options = options;
    this.databaseName = profileDatabaseName(profile);
    this.connection = new Connection(this.databaseName, PROFILE_STORES, (tx, oldVersion) => {
      if (oldVersion < 2) upgradeV1Rows(tx);
    });
    this.stores = Object.fromEntries(
      PROFILE_STORES.map((name) => [name, this.connection.store(name)]),
    ) as Record<ProfileStore, UseStore>;
    this.notice = tabNotice(this.databaseName, () => {
      for (const listener of this.otherTabListeners) listener();
      // The screens read again what another tab wrote (its progress, its settings), as after a write here.
      this.revisionCount += 1;
      for (const listener of this.revisionListeners) listener();
    });
  }

  /**
   * A domain's part of this profile, made on first ask and kept for the
   * profile's life (one per profile, never one per page).
   */
  part<T>(name: string, make: (data: ProfileData) => T): T {
    if (!this.parts.has(name)) this.parts.set(name, make(this));
    return this.parts.get(name) as T;
  }

  /** Increases after every write, here or in another tab; a React snapshot for "something changed". */
  get revision(): number {
    return this.revisionCount;
  }

  /** Calls `listener` after every write, with what it wrote; returns the unsubscribe function. */
  subscribe(listener: (write: ProfileWrite) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` whenever `revision` moves on: after a write here or in another tab. */
  subscribeRevision(listener: () => void): () => void {
    this.revisionListeners.add(listener);
    return () => this.revisionListeners.delete(listener);
  }

  /** Calls `listener` when another tab wrote to this profile's database. */
  onOtherTabWrote(listener: () => void): () => void {
    this.otherTabListeners.add(listener);
    return () => this.otherTabListeners.delete(listener);
  }

  /** Called by a domain after each of its writes, and here after each write across domains. */
  changed(stores: readonly ProfileStore[], bulk = false): void {
    this.revisionCount += 1;
    this.notice.post();
    const write = { stores, bulk };
    for (const listener of this.listeners) listener(write);
    for (const listener of this.revisionListeners) listener();
  }

  /** Anonymous use is detected by a non-empty paragraph stats store (01 §4). */
  async hasProgress(): Promise<boolean> {
    const count = await this.stores.paragraphsStats('readonly', (store) => promisifyRequest(store.count()));
    return count > 0;
  }

  /** Every stored pair of one store (merges and exports). */
  dump(store: ProfileStore): Promise<[IDBValidKey, unknown][]> {
    return readAll(this.stores[store]);
  }

  /**
   * Writes raw pairs into stores in one transaction (merges and migrations);
   * with `part`, a domain's writes join the same transaction (the merged
   * progress records replacing every progress row, say).
   */
  async putMany(
    rows: { store: ProfileStore; key: IDBValidKey; merge: (previous: unknown) => unknown }[],
    part?: TransactionPart,
  ): Promise<void> {
    if (rows.length === 0 && !part) return;
    const stores = [...new Set([...rows.map((row) => row.store), ...(part?.stores ?? [])])];
    await this.connection.write(stores, (tx, fail) => {
      part?.write(tx);
      for (const row of rows) updateInTransaction(tx.objectStore(row.store), row.key, row.merge, fail);
    });
    part?.committed();
    this.changed(stores, !part);
  }

  /**
   * Empties the given stores and fills them with `rows`, in one transaction:
   * a save import or a reset either lands whole or leaves everything as it was.
   */
  async replaceStores(stores: readonly ProfileStore[], rows: readonly StoreRow[]): Promise<void> {
    const written = [...new Set([...stores, ...rows.map((row) => row.store)])];
    await this.connection.write(written, (tx) => {
      for (const store of stores) tx.objectStore(store).clear();
      for (const row of rows) tx.objectStore(row.store).put(row.value, row.key);
    });
    this.changed(written, true);
  }

  /** Empties every store of this profile. */
  async clearAll(): Promise<void> {
    await dropDrafts(this.profile);
    // The practice journal and drill history are this profile's data too (see practice-data.ts).
    try {
      localStorage.removeItem(practiceRecordKey(this.profile));
    } catch {
      // No localStorage: nothing was kept there.
    }
    await Promise.all(PROFILE_STORES.map((name) => clear(this.stores[name])));
    this.changed(PROFILE_STORES, true);
  }

  async close(): Promise<void> {
    this.notice.close();
    await this.connection.close();
  }
}
