import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDelayFor, dismiss, getNotifications, notify } from './notifications';

const titles = () => getNotifications().map((n) => n.title);

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const n of getNotifications()) dismiss(n.id);
    vi.useRealTimers();
  });

  it('close after 4000 ms by default and 10000 ms for errors and warnings', () => {
    expect(closeDelayFor('info')).toBe(4000);
    expect(closeDelayFor('success')).toBe(4000);
    expect(closeDelayFor('error')).toBe(10_000);
    expect(closeDelayFor('warning')).toBe(10_000);
    notify({ title: 'Oops', type: 'error' });
    vi.advanceTimersByTime(9999);
    expect(titles()).toEqual(['Oops']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('run onClose when their delay elapses, and not before', () => {
    const closed = vi.fn();
    notify({ title: 'Saved', onClose: closed });
    vi.advanceTimersByTime(3999);
    expect(closed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('stay until closed by hand when manualClose is set', () => {
    const closed = vi.fn();
    const id = notify({ title: 'Sticky', type: 'error', manualClose: true, onClose: closed });
    vi.advanceTimersByTime(60_000);
    expect(titles()).toEqual(['Sticky']);
    dismiss(id);
    dismiss(id);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('put important ones first and show a repeated message once', () => {
    notify({ title: 'One' });
    notify({ title: 'Two' });
    notify({ title: 'Urgent', important: true });
    notify({ title: 'One' });
    expect(titles()).toEqual(['Urgent', 'Two', 'One']);
  });
});
