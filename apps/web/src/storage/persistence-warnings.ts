/**
 * The home screen's persistence and backup banners (01 §4): when the browser
 * cannot or would not keep our data, and when an export is due. Apart from the
 * request at start-up (`persistence.ts`), which every page makes.
 */
import type { ExportReminder } from '@typeshelf/core/settings';
import type { PersistenceState } from './persistence';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A banner on the home screen; `dismiss` names the flag its Don't remind action sets. */
export type PersistenceWarning =
  | { kind: 'export-reminder'; title: string; details: string }
  | { kind: 'no-persistence-support'; title: string; details: string }
  | { kind: 'persistence-denied'; title: string; details: string };

export interface WarningInputs {
  persistence: PersistenceState;
  exportReminder: ExportReminder;
  /** ms since the epoch; 0 when never exported. */
  lastExportTimestamp: number;
  ignoreBrowserWarning: boolean;
  ignorePersistencyWarning: boolean;
  /** Whether there is any progress worth backing up. */
  hasProgress: boolean;
  now: number;
  userAgent: string;
}

/** The browser family the "not granted" text speaks to. */
export function browserFamily(userAgent: string): 'firefox' | 'safari' | 'chromium' | 'other' {
  if (/firefox\//i.test(userAgent)) return 'firefox';
  if (/(chrome|chromium|edg)\//i.test(userAgent)) return 'chromium';
  if (/safari\//i.test(userAgent)) return 'safari';
  return 'other';
}

const DENIED_TEXT: Record<ReturnType<typeof browserFamily>, string> = {
  firefox:
    'Firefox did not allow persistent storage. Allow "Store data in persistent storage" for this site in the page permissions, or export a backup regularly.',
  chromium:
    'Your browser may clear the progress stored on this device when space runs low. Bookmark this site or install it as an app to keep your data, or export a backup regularly.',
  safari:
    'Safari may clear the progress stored on this device after 7 days without a visit. Add this site to your Home Screen, or export a backup regularly.',
  other: 'Your browser may clear the progress stored on this device. Export a backup regularly.',
};

/** The persistence and backup banners due now, in display order. */
export function persistenceWarnings(input: WarningInputs): PersistenceWarning[] {
  const warnings: PersistenceWarning[] = [];
  const period =
    input.exportReminder === 'daily' ? DAY_MS : input.exportReminder === 'weekly' ? 7 * DAY_MS : 0;
  if (period > 0 && input.hasProgress && input.now - input.lastExportTimestamp >= period) {
    warnings.push({
      kind: 'export-reminder',
      title: 'Back up your progress',
      details: 'Your progress is stored only in this browser. Export a save file to keep a copy.',
    });
  }
  if (input.persistence === 'unsupported' && !input.ignoreBrowserWarning) {
    warnings.push({
      kind: 'no-persistence-support',
      title: 'Your browser does not support persistent storage',
      details: 'The progress stored on this device may be cleared by the browser. Export a backup regularly.',
    });
  }
  if (input.persistence === 'denied' && !input.ignorePersistencyWarning) {
    warnings.push({
      kind: 'persistence-denied',
      title: 'Persistent storage was not granted',
      details: DENIED_TEXT[browserFamily(input.userAgent)],
    });
  }
  return warnings;
}
