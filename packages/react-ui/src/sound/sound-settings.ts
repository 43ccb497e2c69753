/** The sound settings the player reads (02 §3 ui group). */
export interface SoundSettings {
  /** Switches every sound off; on by default, so a new visitor hears nothing. */
  muteAll: boolean;
  /** Key sound volume 0..1 (steps 0, 0.3, 0.5, 1). */
  keycapsVolume: number;
  /** Pitch offset of key sounds, -0.3..+0.3. */
  keycapsPitchModifier: number;
  /** Also click when a key is released. */
  keycapsReleaseSound: boolean;
  /** Error sound volume 0..1. */
  errorVolume: number;
  /** Volume of effects: success, record, daily goal. */
  otherVolume: number;
  /** The key sound set, `mechanical/{set}`. */
  keycapsSound: string;
  /** The error sound, `error/{name}`. */
  errorSound: string;
  /** Enter, Space and Backspace sound like themselves instead of like a letter. */
  keycapsSpecial: boolean;
  /** Shorter tails. */
  keycapsTrim: boolean;
}

export const DEFAULT_SOUND_SETTINGS: SoundSettings = {
  muteAll: true,
  keycapsVolume: 0.5,
  keycapsPitchModifier: 0,
  keycapsReleaseSound: false,
  errorVolume: 0.3,
  otherVolume: 0.5,
  keycapsSound: 'mechanical/mxbrown',
  errorSound: 'error/thump',
  keycapsSpecial: true,
  keycapsTrim: true,
};

/** The rate a key's click plays at: from its character code, so each key has its own voice. */
export function keyPlaybackRate(key: string | null, pitchModifier: number, random: () => number): number {
  const base =
    key === null || key.length !== 1
      ? 0.85 + random() * 0.3
      : 0.9 + (((key.codePointAt(0) ?? 0) * 7) % 21) * 0.01;
  return Math.max(0.5, base + pitchModifier);
}
