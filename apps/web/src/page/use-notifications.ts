import { useSnapshot } from 'valtio';
import { type AppNotification, notificationsState } from './notifications';

/** The notifications shown now. */
export function useNotifications(): readonly AppNotification[] {
  return useSnapshot(notificationsState).list;
}
