/**
 * The page's one sound player, kept in step with the ui sound settings. Muted
 * until the visitor turns sounds on (muteAll defaults to true). The player
 * and its voices (a few kilobytes) are not in any screen's first load: a
 * screen that plays sounds asks for them as it mounts, through
 * `useSoundPlayer`, once the settings say sounds are on, so they are in place
 * well before the first key; while they are muted a muted player would play
 * nothing, so none loads (a visitor who never turned sounds on never fetches
 * it). The settings reach it from one place, `apply-settings.ts`.
 */
import type { DeviceSettings } from '@typeshelf/core/settings';
import type { SoundPlayer, SoundSettings } from '@typeshelf/react-ui';
import { useEffect } from 'react';
import { onDemand } from '../../page/on-demand';

/** The settings given before the player loaded, handed to it when it does. */
let settings: Partial<SoundSettings> = {};
const player = onDemand(() => import('./sound-player').then(({ SoundPlayer }) => new SoundPlayer(settings)));

/** How many screens that play sounds are open (`useSoundPlayer`). */
let screens = 0;

/** Loads the player where a screen plays sounds and the settings say they are on. */
function loadWhenHeard(): void {
  if (screens > 0 && settings.muteAll === false) void loadPlayer();
}

/** The player, loaded on first call; null (and logged) when its chunk could not load. */
function loadPlayer(): Promise<SoundPlayer | null> {
  return player.load().catch((error: unknown) => {
    console.error('Could not load the sounds', error);
    return null;
  });
}

type Sounds = Pick<
  SoundPlayer,
  'configure' | 'keyDown' | 'keyUp' | 'demoKey' | 'releaseAll' | 'error' | 'success' | 'record' | 'firework'
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
    player.current?.configure(next);
    loadWhenHeard();
  },
  keyDown: (key) => player.current?.keyDown(key),
  keyUp: (key) => player.current?.keyUp(key),
  demoKey: (key) => player.current?.demoKey(key),
  releaseAll: () => player.current?.releaseAll(),
  error: () => player.current?.error(),
  success: () => void loadPlayer().then((loaded) => loaded?.success()),
  record: () => void loadPlayer().then((loaded) => loaded?.record()),
  firework: () => void loadPlayer().then((loaded) => loaded?.firework()),
};

/**
 * Loads the player as a screen that plays sounds mounts (or as sounds are
 * turned on there), so it is in place well before the first key.
 */
export function useSoundPlayer(): void {
  useEffect(() => {
    screens += 1;
    loadWhenHeard();
    return () => {
      screens -= 1;
    };
  }, []);
}

/** Hands the current device's sound settings to the player (kept until it loads); see `apply-settings.ts`. */
export function useSoundSettings(ui: DeviceSettings['ui']): void {
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
