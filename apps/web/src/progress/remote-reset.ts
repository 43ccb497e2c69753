/**
 * Remote reset from the data-management settings (03 §4): a Pro account's
 * "Delete progress" also soft-deletes its rows on the server (zeroed stats,
 * last paragraph -1, a new timestamp), so another device's pull clears them
 * too instead of bringing them back.
 */
import { SYNC_MESSAGES } from '@typeshelf/core/sync';
import { notify } from '../page/notifications';
import { freshSupabase } from '../session/supabase-client';
import { resetRemote } from './progress-remote';

export async function resetServerProgress(userId: string, timestamp: number, bookId?: string): Promise<void> {
  try {
    await resetRemote(await freshSupabase(), userId, timestamp, bookId);
  } catch (error) {
    console.error('Remote reset failed', error);
    notify({ type: 'warning', title: SYNC_MESSAGES.databaseError, details: SYNC_MESSAGES.writeFailed });
  }
}
