/**
 * The page's one sound player, kept in step with the ui sound settings. Muted
 * until the visitor turns sounds on (muteAll defaults to true).
 */
import type { DeviceSettings } from '@typeshelf/core';
import { SoundPlayer } from '@typeshelf/react-ui';
import { useEffect } from 'react';

export const sounds = new SoundPlayer();

/** Applies the current device's sound settings to the player. */
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
