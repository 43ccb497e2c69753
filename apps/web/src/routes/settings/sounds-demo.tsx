/**
 * Hear the chosen sounds: the demo types a short sequence of keys 100 ms
 * apart, with Space, Enter and Backspace every 300 ms when they have their
 * own sounds, then plays the error sound (02 §9).
 */
import type { DeviceSettings } from '@typeshelf/core/settings';
import { Button } from '@typeshelf/react-ui';
import { useEffect, useRef } from 'react';
import { sounds, useSoundPlayer } from '../../settings/sounds/app-sounds';

export function SoundsDemo({ ui }: { ui: DeviceSettings['ui'] }) {
  useSoundPlayer();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const play = (steps: { key: string | null; at: number; error?: boolean }[]) => {
    timers.current.forEach(clearTimeout);
    timers.current = steps.map((step) =>
      setTimeout(() => (step.error ? sounds.error() : sounds.demoKey(step.key)), step.at),
    );
  };
  const keys = () => play([...'typeshelf'].map((key, i) => ({ key, at: i * 100 })));
  const special = () =>
    play([' ', 'Enter', 'Backspace', ' ', 'Enter', 'Backspace'].map((key, i) => ({ key, at: i * 300 })));
  const error = () => play([{ key: null, at: 0, error: true }]);
  return (
    <div className="sounds-demo">
      <span className="field__label">Try the sounds</span>
      <div className="button-row">
        <Button size="small" onClick={keys} disabled={ui.muteAll}>
          Keys
        </Button>
        <Button size="small" onClick={special} disabled={ui.muteAll || !ui.keycapsSpecial}>
          Space, Enter, Backspace
        </Button>
        <Button size="small" onClick={error} disabled={ui.muteAll}>
          Error
        </Button>
      </div>
      {ui.muteAll ? (
        <p className="field__hint">Sounds are muted. Turn “Mute all sounds” off to hear them.</p>
      ) : null}
    </div>
  );
}
