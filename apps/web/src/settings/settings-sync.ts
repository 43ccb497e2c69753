/**
 * Settings sync for a Pro account (03 §4, §7, §8): the desktop, mobile and
 * shared parts each carry the time they were last written; at start-up and
 * on every return of the connection both sides are reconciled by core's
 * `planSettings` (newer wins), and a change made on this device is sent at
 * once. A fetch that fails leaves the local settings in use, with the spec's
 * warning; a send that fails leaves them saved locally, with its own.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { planSettings, type SettingsPart, type SettingsSide, SYNC_MESSAGES } from '@typeshelf/core/sync';
import { notify } from '../page/notifications';
import { noticeRefusal } from '../session/server-refusal';
import type { ProfileData } from '../storage';
import { settingsOf } from './settings-data';
import { fetchSettings, upsertSettingsPart } from './settings-remote';

export class SettingsSync {
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly client: SupabaseClient,
    private readonly profile: ProfileData,
    private readonly userId: string,
  ) {}

  /** Sends each part the user changes here, as it changes (offline, the next reconciliation sends it). */
  start(): void {
    this.cleanups.push(
      settingsOf(this.profile).subscribe((change) => {
        if (change.by === 'user' && navigator.onLine) void this.send(change.section);
      }),
    );
  }

  stop(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  /** Reconciles both sides: newer server parts are stored here, newer local parts are sent. */
  async sync(): Promise<void> {
    const local = await this.localSide();
    const remote = await fetchSettings(this.client, this.userId).catch((error: unknown) => {
      console.warn('Settings could not be read from the server', error);
      return null;
    });
    const plan = planSettings(local, remote);
    if (plan.warn) {
      notify({
        type: 'warning',
        title: SYNC_MESSAGES.databaseError,
        details: SYNC_MESSAGES.settingsFetchFailed,
      });
      return;
    }
    await settingsOf(this.profile).take(plan.take);
    for (const part of plan.send) await this.send(part, local);
  }

  private async localSide(): Promise<SettingsSide> {
    const [parts, at] = await Promise.all([
      settingsOf(this.profile).read(),
      settingsOf(this.profile).times(),
    ]);
    return { parts, at };
  }

  private async send(part: SettingsPart, known?: SettingsSide): Promise<void> {
    const side = known ?? (await this.localSide());
    const value = side.parts[part];
    if (!value) return;
    try {
      await upsertSettingsPart(this.client, this.userId, part, value, side.at[part]);
    } catch (error) {
      console.warn('Settings could not be saved on the server', error);
      if (noticeRefusal(error)) return;
      notify({
        type: 'warning',
        title: SYNC_MESSAGES.settingsNotSaved,
        details: SYNC_MESSAGES.settingsSavedLocally,
      });
    }
  }
}
