import 'fake-indexeddb/auto';
import { mergeSettings, withSetting } from '@typeshelf/core/settings';
import { expect, it } from 'vitest';
import { localData } from '../storage/current-profile';
import { versionOfSettings } from '../storage/migration-backup';
import { recordVersionOnEveryProfile } from './record-version';
import { settingsOf } from './settings-data';

/** Resolves once `check` holds, polling on the event loop (IndexedDB answers in its own tasks). */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 2));
  expect(await check()).toBe(true);
}

it('records the version in both devices’ settings, keeping what is set and when, and sends nothing', async () => {
  const settings = settingsOf(localData.getSnapshot());
  const chosen = withSetting(mergeSettings({}), 'desktop', 'ui', 'theme', 'nord');
  await settings.save(chosen.section, chosen.value, 1_000);
  const userChanges: string[] = [];
  settings.subscribe((change) => userChanges.push(change.by));

  expect(await settings.recordVersion('1.29.0')).toBe(true);
  const stored = await settings.read();
  const merged = mergeSettings(stored);
  expect([merged.desktop.ui.lastVersion, merged.mobile.ui.lastVersion]).toEqual(['1.29.0', '1.29.0']);
  expect(merged.desktop.ui.theme).toBe('nord');
  // The backup before a later migration is keyed by it.
  expect(versionOfSettings(Object.entries(stored))).toBe('1.29.0');
  // Not the user's change: the times stay (another device's edit still wins) and the sync sends nothing.
  expect(await settings.times()).toMatchObject({ desktop: 1_000, mobile: 0 });
  expect(userChanges).toEqual(['elsewhere']);

  // Already recorded: nothing is written again.
  expect(await settings.recordVersion('1.29.0')).toBe(false);
  expect(userChanges).toEqual(['elsewhere']);
});

it('records it on the profile open at start and on each profile switched to', async () => {
  recordVersionOnEveryProfile(localData, '2.0.0');
  const versionOf = async () =>
    mergeSettings(await settingsOf(localData.getSnapshot()).read()).desktop.ui.lastVersion;
  await until(async () => (await versionOf()) === '2.0.0');
  localData.switchProfile('someone-signed-in');
  await until(async () => (await versionOf()) === '2.0.0');
  expect(localData.getSnapshot().profile).toBe('someone-signed-in');
});
