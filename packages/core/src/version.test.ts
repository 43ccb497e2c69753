import { describe, expect, it } from 'vitest';
import { compareVersions, migrationBackupKey, VERSION } from './version';

describe('VERSION', () => {
  it('is the version the settings screen shows', () => {
    expect(VERSION).toBe('1.29.0');
  });

  it('compares part by part, as numbers', () => {
    expect(compareVersions('1.28.9', '1.29.0')).toBeLessThan(0);
    expect(compareVersions('1.29.0', '1.29')).toBe(0);
    expect(compareVersions('1.100.0', '1.29.0')).toBeGreaterThan(0);
  });
});

describe('migrationBackupKey', () => {
  it('backs up data below the current version under the version it migrates from', () => {
    expect(migrationBackupKey('1.28.3')).toBe('1.28.3');
    expect(migrationBackupKey('0.9')).toBe('0.9');
  });

  it('keeps no backup for current or newer data', () => {
    expect(migrationBackupKey('1.29.0')).toBeNull();
    expect(migrationBackupKey('1.30.0')).toBeNull();
  });

  it('backs up data without a version as older than the current one', () => {
    expect(migrationBackupKey(null)).toBe('before-1.29.0');
    expect(migrationBackupKey('garbage')).toBe('before-1.29.0');
  });
});
