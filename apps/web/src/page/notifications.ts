/**
 * The notification list (01 §3): auto-dismissed after closeDelay — 4000 ms by
 * default, 10000 ms for errors and warnings — unless manualClose is set.
 * Important ones are announced assertively and stay first in the list.
 */
import { proxy, snapshot } from 'valtio';

export type NotificationType = 'info' | 'success' | 'warning' | 'error';

export interface AppNotification {
  id: number;
  title: string;
  details?: string;
  type: NotificationType;
  closeDelay: number;
  manualClose: boolean;
  important: boolean;
  onClose?: () => void;
}

export type NotifyInput = Omit<AppNotification, 'id' | 'closeDelay' | 'manualClose' | 'important' | 'type'> &
  Partial<Pick<AppNotification, 'closeDelay' | 'manualClose' | 'important' | 'type'>>;

export const DEFAULT_CLOSE_DELAY = 4000;
export const ERROR_CLOSE_DELAY = 10_000;

/** The close delay a notification gets when it names none. */
export const closeDelayFor = (type: NotificationType) =>
  type === 'error' || type === 'warning' ? ERROR_CLOSE_DELAY : DEFAULT_CLOSE_DELAY;

export const notificationsState = proxy<{ list: AppNotification[] }>({ list: [] });
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a notification; returns its id. */
export function notify(input: NotifyInput): number {
  const type = input.type ?? 'info';
  const notification: AppNotification = {
    ...input,
    id: nextId++,
    type,
    closeDelay: input.closeDelay ?? closeDelayFor(type),
    manualClose: input.manualClose ?? false,
    important: input.important ?? false,
  };
  const others = notificationsState.list.filter(
    (n) => n.title !== notification.title || n.details !== notification.details,
  );
  notificationsState.list = notification.important ? [notification, ...others] : [...others, notification];
  if (!notification.manualClose) {
    timers.set(
      notification.id,
      setTimeout(() => dismiss(notification.id), notification.closeDelay),
    );
  }
  return notification.id;
}

/** Closes a notification and runs its onClose. */
export function dismiss(id: number): void {
  const found = notificationsState.list.find((n) => n.id === id);
  if (!found) return;
  clearTimeout(timers.get(id));
  timers.delete(id);
  notificationsState.list = notificationsState.list.filter((n) => n.id !== id);
  found.onClose?.();
}

/** The notifications shown now (outside React). */
export const getNotifications = (): readonly AppNotification[] => snapshot(notificationsState).list;
