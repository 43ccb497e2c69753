/** The application version the spec shows in settings and the profile (03 §9). */
export const VERSION = '1.29.0';

/** Compares dotted version numbers: negative when `a` is older, 0 when equal, positive when newer. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The key of the backup to keep before migrating data written by version
 * `from` (03 §9: data below 1.29.0 is backed up first); null when the data is
 * not older than `current`. Data without a version predates version records
 * and is backed up as `before-{current}`.
 */
export function migrationBackupKey(from: string | null, current: string = VERSION): string | null {
  if (from === null || !/^\d+(\.\d+)*$/.test(from)) return `before-${current}`;
  return compareVersions(from, current) < 0 ? from : null;
}
