/**
 * The server calls of settings sync (03 §7): the user's one row read, and a
 * part upserted with the time it was written. The server keeps each part's
 * time and refuses a part no newer than its own (the settings trigger).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  type SettingsPart,
  type SettingsRow,
  type SettingsSide,
  settingsPartUpsert,
  settingsRequest,
  settingsSideOfRow,
} from '@typeshelf/core/sync';
import { selectRow, upsertRows } from '../session/server-requests';

/** The user's settings on the server, or 'none' when the user has no row yet. */
export async function fetchSettings(client: SupabaseClient, userId: string): Promise<SettingsSide | 'none'> {
  return settingsSideOfRow(await selectRow<SettingsRow>(client, settingsRequest(userId)));
}

/** Sends one part as written at `at`: `{id, shared}`, `{id, desktop}` or `{id, mobile}`. */
export async function upsertSettingsPart(
  client: SupabaseClient,
  userId: string,
  part: SettingsPart,
  value: Record<string, unknown>,
  at: number,
): Promise<void> {
  await upsertRows(client, settingsPartUpsert(userId, part, value, at));
}
