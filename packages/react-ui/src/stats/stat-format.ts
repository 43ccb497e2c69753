import { minutesText } from '@typeshelf/core/stats';

/** A whole number of wpm, or a dash when there is none. */
export const wpmText = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : String(Math.round(value));

/** A whole percentage, or a dash. */
export const percentText = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${Math.round(value)}%`;

/** A signed change: '+1.2', '−0.4' (a true minus sign), '0.0'. */
export function changeText(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return '0.0';
  return rounded > 0 ? `+${rounded.toFixed(1)}` : `−${Math.abs(rounded).toFixed(1)}`;
}

// The browser's formatters are not used here: the first `Intl` formatter a page makes loads the
// locale data, 40–60 ms of /stats's first opening on a loaded two-core machine (15–20 quiet), for
// a few dates and one count. The app speaks English, and the screen's other dates are core's words.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A local date and time, short: 'Jun 13, 2026, 5:40 AM' (the layout of the en-US medium date and short time). */
export function whenText(timestamp: number): string {
  const date = new Date(timestamp);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  // A plain space before AM and PM, as Chromium writes it (Node's newer locale data put a narrow one).
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A whole count with thousands separated by commas: 132012 → '132,012'. */
export function countText(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && digits !== '0' ? `-${grouped}` : grouped;
}

/** Typing time as hours and minutes: '3 h 05 min', '12 minutes'. */
export function hoursText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return minutesText(ms);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
