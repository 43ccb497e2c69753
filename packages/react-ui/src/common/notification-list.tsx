export interface NotificationView {
  id: number;
  title: string;
  details?: string;
  type: 'info' | 'success' | 'warning' | 'error';
  important: boolean;
}

export interface NotificationListProps {
  notifications: readonly NotificationView[];
  onClose: (id: number) => void;
}

/**
 * The notification stack. Errors, warnings and important notices are
 * announced assertively, the rest politely; each has a close button.
 */
export function NotificationList({ notifications, onClose }: NotificationListProps) {
  const urgent = (n: NotificationView) => n.important || n.type === 'error' || n.type === 'warning';
  const render = (n: NotificationView) => (
    <div key={n.id} className={`notification notification--${n.type}`} data-testid="notification">
      <div className="notification__text">
        <strong className="notification__title">{n.title}</strong>
        {n.details ? <p className="notification__details">{n.details}</p> : null}
      </div>
      <button
        type="button"
        className="notification__close"
        aria-label="Close notification"
        onClick={() => onClose(n.id)}
      >
        ×
      </button>
    </div>
  );
  return (
    <div className="notifications">
      <div role="alert" aria-live="assertive">
        {notifications.filter(urgent).map(render)}
      </div>
      <div role="status" aria-live="polite">
        {notifications.filter((n) => !urgent(n)).map(render)}
      </div>
    </div>
  );
}
