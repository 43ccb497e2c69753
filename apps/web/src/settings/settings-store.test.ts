import 'fake-indexeddb/auto';
import { mergeSettings, withSetting } from '@typeshelf/core/settings';
import { expect, it } from 'vitest';
import { booksOf } from '../books/books-data';
import { localData } from '../storage/current-profile';
import { settingsOf } from './settings-data';
import { createSettingsStore } from './settings-store';

/** Resolves once `check` holds, polling on the event loop (IndexedDB answers in its own tasks). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 2));
  expect(check()).toBe(true);
}

const store = createSettingsStore(localData);
const settingsState = store.state;

const shown = () => mergeSettings(settingsState.stored ?? {});

it('a change shows at once, is written after, quick changes all stay, and writes made elsewhere arrive', async () => {
  store.start();
  await until(() => settingsState.stored !== null);
  const profile = localData.getSnapshot();
  expect(settingsState.profile).toBe(profile.profile);

  // In memory in the same task; stored once the write lands.
  const written = store.change(profile, (current) => withSetting(current, 'desktop', 'ui', 'theme', 'nord'));
  expect(shown().desktop.ui.theme).toBe('nord');
  await written;
  expect(mergeSettings(await settingsOf(profile).read()).desktop.ui.theme).toBe('nord');

  // Two changes made before either landed: both are kept, in memory and stored.
  await Promise.all([
    store.change(profile, (current) => withSetting(current, 'desktop', 'ui', 'theme', 'dracula')),
    store.change(profile, (current) => withSetting(current, 'desktop', 'shared', 'dailyGoal', 20)),
  ]);
  const stored = mergeSettings(await settingsOf(profile).read());
  expect([stored.desktop.ui.theme, stored.shared.dailyGoal]).toEqual(['dracula', 20]);
  expect([shown().desktop.ui.theme, shown().shared.dailyGoal]).toEqual(['dracula', 20]);

  // A write made elsewhere (an imported settings file) reaches the store.
  await settingsOf(profile).save('shared', { ...stored.shared, dailyGoal: 45 });
  await until(() => shown().shared.dailyGoal === 45);
  expect(shown().desktop.ui.theme).toBe('dracula');
});

it('a write to other stores leaves the settings their objects, so no screen renders again', async () => {
  store.start();
  await until(() => settingsState.stored !== null);
  const profile = localData.getSnapshot();
  const before = settingsState.settings;
  const revision = profile.revision;
  // A finished paragraph, a favourite: writes to the profile that are not to its settings.
  await booksOf(profile).setFavorite('some-book', true);
  await until(() => profile.revision > revision);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(settingsState.settings).toBe(before);
  // A write that changes them still arrives.
  await settingsOf(profile).save('shared', { ...shown().shared, dailyGoal: 7 });
  await until(() => shown().shared.dailyGoal === 7);
  expect(settingsState.settings).not.toBe(before);
});
