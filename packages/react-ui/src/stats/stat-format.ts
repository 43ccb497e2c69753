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

// One formatter of each kind, made on first use or earlier by `warmStatFormats`: `toLocaleString`
// with options builds one on every call, and the first `Intl` formatter a page makes loads the
// locale's data (15–20 ms on a quiet two-core machine), which is better paid before /stats opens
// than during its first paint. The dates stay in the reader's locale: a 24-hour clock stays one.
let whenFormat: Intl.DateTimeFormat | null = null;
let countFormat: Intl.NumberFormat | null = null;

/** Makes the screen's formatters ahead of its first render (see `preloadStats`). */
export function warmStatFormats(): void {
  whenFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  countFormat ??= new Intl.NumberFormat('en');
}

/** A date and time in the reader's locale, short. */
export function whenText(timestamp: number): string {
  warmStatFormats();
  return (whenFormat as Intl.DateTimeFormat).format(timestamp);
}

/** A whole count with its thousands grouped as English writes them: 132012 → '132,012'. */
export function countText(value: number): string {
  warmStatFormats();
  return (countFormat as Intl.NumberFormat).format(Math.round(value));
}

/** Typing time as hours and minutes: '3 h 05 min', '12 minutes'. */
export function hoursText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return minutesText(ms);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
