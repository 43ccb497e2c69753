/**
 * `ui.lastVersion` (02 settings, 03 §9): once the start-up's data migration
 * has run, every profile the page opens records this app's version as the
 * one that last wrote its data, so the next migration keys its backup by it.
 */
import { VERSION } from '@typeshelf/core';
import type { ProfileData } from '../storage';
import { settingsOf } from './settings-data';

interface CurrentProfile {
  getSnapshot(): ProfileData;
  subscribe(listener: () => void): () => void;
}

export function recordVersionOnEveryProfile(current: CurrentProfile, version: string = VERSION): void {
  // With the browser's storage failed there is nothing to record it in; the notice says so already.
  const record = () =>
    void settingsOf(current.getSnapshot())
      .recordVersion(version)
      .catch(() => undefined);
  current.subscribe(record);
  record();
}
