/**
 * The page's one sound player, kept in step with the ui sound settings. Muted
 * until the visitor turns sounds on (muteAll defaults to true). The player
 * and its voices (a few kilobytes) are not in any screen's first load: a
 * screen that plays sounds asks for them as it mounts, through
 * `useSoundSettings`, so they are in place well before the first key.
 */
import type { DeviceSettings } from '@typeshelf/core';
import type { SoundPlayer, SoundSettings } from '@typeshelf/react-ui';
import { useEffect } from 'react';

let player: SoundPlayer | null = null;
let loading: Promise<SoundPlayer> | null = null;
/** The settings given before the player loaded, handed to it when it does. */
let settings: Partial<SoundSettings> = {};

function loadPlayer(): void {
  if (loading !== null) return;
  const next = import('./sound-player').then(({ SoundPlayer }) => {
    player = new SoundPlayer(settings);
    return player;
  });
  loading = next;
  // A chunk that failed to load (offline after an update) is asked for again by the next screen.
  next.catch((error: unknown) => {
    console.error('Could not load the sounds', error);
    if (loading === next) loading = null;
  });
}

type Sounds = Pick<
  SoundPlayer,
  'configure' | 'keyDown' | 'keyUp' | 'demoKey' | 'releaseAll' | 'error' | 'success' | 'record'
>;

/**
 * The player's calls. A key's sound asked for before the player has loaded is
 * not played (it would come late); a success or record fanfare plays as the
 * player arrives, as a results page opened straight from a link may ask for
 * it before then.
 */
export const sounds: Sounds = {
  configure: (next) => {
    settings = { ...settings, ...next };
    player?.configure(next);
  },
  keyDown: (key) => player?.keyDown(key),
  keyUp: (key) => player?.keyUp(key),
  demoKey: (key) => player?.demoKey(key),
  releaseAll: () => player?.releaseAll(),
  error: () => player?.error(),
  success: () => void loading?.then((loaded) => loaded.success()),
  record: () => void loading?.then((loaded) => loaded.record()),
};

/** Applies the current device's sound settings to the player, loading it on first use. */
export function useSoundSettings(ui: DeviceSettings['ui']): void {
  useEffect(loadPlayer, []);
  useEffect(() => {
    sounds.configure({
      muteAll: ui.muteAll,
      keycapsVolume: ui.keycapsVolume,
      keycapsPitchModifier: ui.keycapsPitchModifier,
      keycapsReleaseSound: ui.keycapsReleaseSound,
      errorVolume: ui.errorVolume,
      otherVolume: ui.otherVolume,
      keycapsSound: ui.keycapsSound,
      errorSound: ui.errorSound,
      keycapsSpecial: ui.keycapsSpecial,
      keycapsTrim: ui.keycapsTrim,
    });
  }, [
    ui.muteAll,
    ui.keycapsVolume,
    ui.keycapsPitchModifier,
    ui.keycapsReleaseSound,
    ui.errorVolume,
    ui.otherVolume,
    ui.keycapsSound,
    ui.errorSound,
    ui.keycapsSpecial,
    ui.keycapsTrim,
  ]);
}
