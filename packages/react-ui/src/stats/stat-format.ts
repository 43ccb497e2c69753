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

// `toLocaleString` with options builds a formatter on every call: 50 rows of Recent Stats took
// 20 ms of the screen's first paint. One formatter, made on first use, serves them all.
let whenFormat: Intl.DateTimeFormat | null = null;

/** A date and time in the reader's locale, short. */
export function whenText(timestamp: number): string {
  whenFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return whenFormat.format(timestamp);
}

/** Typing time as hours and minutes: '3 h 05 min', '12 minutes'. */
export function hoursText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return minutesText(ms);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
