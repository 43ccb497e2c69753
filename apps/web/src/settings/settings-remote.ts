/**
 * The server calls of settings sync (03 §7): the user's one row read, and a
 * part upserted with the time it was written. The server keeps each part's
 * time and refuses a part no newer than its own (the settings trigger).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SettingsPart, SettingsSide } from '@typeshelf/core';

interface SettingsRow {
  desktop: Record<string, unknown> | null;
  mobile: Record<string, unknown> | null;
  shared: Record<string, unknown> | null;
  desktop_at: number;
  mobile_at: number;
  shared_at: number;
}

/** The user's settings on the server, or 'none' when the user has no row yet. */
export async function fetchSettings(client: SupabaseClient, userId: string): Promise<SettingsSide | 'none'> {
  const { data, error } = await client
    .from('settings')
    .select('id, desktop, mobile, shared, desktop_at, mobile_at, shared_at')
    .eq('id', userId)
    .maybeSingle<SettingsRow>();
  if (error) throw new Error(error.message);
  if (!data) return 'none';
  return {
    parts: { desktop: data.desktop, mobile: data.mobile, shared: data.shared },
    at: { desktop: Number(data.desktop_at), mobile: Number(data.mobile_at), shared: Number(data.shared_at) },
  };
}

/** Sends one part as written at `at`: `{id, shared}`, `{id, desktop}` or `{id, mobile}`. */
export async function upsertSettingsPart(
  client: SupabaseClient,
  userId: string,
  part: SettingsPart,
  value: Record<string, unknown>,
  at: number,
): Promise<void> {
  const { error } = await client
    .from('settings')
    .upsert({ id: userId, [part]: value, timestamp: at }, { onConflict: 'id' });
  if (error) throw new Error(error.message);
}
