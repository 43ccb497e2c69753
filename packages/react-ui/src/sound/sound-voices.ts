/**
 * The twelve key sound sets and twelve error sounds, as synthesis recipes for
 * the Web Audio API (no audio files, nothing downloaded at run time). Each
 * recipe differs in what the ear tells apart: the pitch and sharpness of the
 * switch's click, a second latch click (clicky switches, typewriter), and the
 * pitch, wave and length of the case's body.
 */

/** A filtered noise burst: the contact of the switch. */
export interface NoisePart {
  /** Band centre in Hz. */
  freq: number;
  /** Band sharpness: higher is a thinner, more metallic click. */
  q: number;
  /** Seconds to fade out. */
  decay: number;
  gain: number;
  /** Seconds after the press (a latch click comes a little later). */
  delay?: number;
  filter?: BiquadFilterType;
}

/** A short tone: the body of the key or case. */
export interface TonePart {
  wave: OscillatorType;
  /** Start and end frequency in Hz (a fall sounds like a thump). */
  from: number;
  to: number;
  decay: number;
  gain: number;
  delay?: number;
}

export interface Voice {
  noise: NoisePart[];
  tones: TonePart[];
}

// biome-ignore format: one recipe a line compares best.
export const KEY_VOICES: Readonly<Record<string, Voice>> = {
  'mechanical/mxbrown': { noise: [{ freq: 3000, q: 1.2, decay: 0.03, gain: 0.6 }], tones: [{ wave: 'triangle', from: 180, to: 170, decay: 0.05, gain: 0.35 }] },
  'mechanical/mxblue': { noise: [{ freq: 4500, q: 3, decay: 0.02, gain: 0.6 }, { freq: 6200, q: 4, decay: 0.015, gain: 0.5, delay: 0.012 }], tones: [{ wave: 'triangle', from: 210, to: 200, decay: 0.04, gain: 0.25 }] },
  'mechanical/mxred': { noise: [{ freq: 2200, q: 0.8, decay: 0.025, gain: 0.45 }], tones: [{ wave: 'sine', from: 150, to: 140, decay: 0.04, gain: 0.3 }] },
  'mechanical/mxblack': { noise: [{ freq: 1700, q: 1, decay: 0.035, gain: 0.5 }], tones: [{ wave: 'triangle', from: 120, to: 95, decay: 0.08, gain: 0.45 }] },
  'mechanical/boxjade': { noise: [{ freq: 5200, q: 5, decay: 0.015, gain: 0.7 }, { freq: 7200, q: 6, decay: 0.012, gain: 0.55, delay: 0.008 }], tones: [{ wave: 'square', from: 260, to: 240, decay: 0.03, gain: 0.12 }] },
  'mechanical/boxnavy': { noise: [{ freq: 3800, q: 3.5, decay: 0.02, gain: 0.65 }, { freq: 5000, q: 4, decay: 0.02, gain: 0.6, delay: 0.016 }], tones: [{ wave: 'triangle', from: 140, to: 110, decay: 0.07, gain: 0.4 }] },
  'mechanical/alpaca': { noise: [{ freq: 2600, q: 1.5, decay: 0.03, gain: 0.5 }], tones: [{ wave: 'sine', from: 240, to: 200, decay: 0.06, gain: 0.4 }] },
  'mechanical/holypanda': { noise: [{ freq: 2000, q: 2, decay: 0.04, gain: 0.55 }], tones: [{ wave: 'triangle', from: 170, to: 130, decay: 0.09, gain: 0.5 }] },
  'mechanical/topre': { noise: [{ freq: 1300, q: 0.7, decay: 0.05, gain: 0.45 }], tones: [{ wave: 'sine', from: 115, to: 85, decay: 0.11, gain: 0.55 }] },
  'mechanical/buckling': { noise: [{ freq: 3400, q: 2, decay: 0.03, gain: 0.6 }], tones: [{ wave: 'sawtooth', from: 950, to: 930, decay: 0.14, gain: 0.07, delay: 0.01 }, { wave: 'triangle', from: 160, to: 140, decay: 0.05, gain: 0.3 }] },
  'mechanical/typewriter': { noise: [{ freq: 2400, q: 0.6, decay: 0.05, gain: 0.7 }, { freq: 1200, q: 1, decay: 0.04, gain: 0.6, delay: 0.03 }], tones: [{ wave: 'square', from: 95, to: 70, decay: 0.08, gain: 0.15 }] },
  'mechanical/creams': { noise: [{ freq: 3100, q: 1, decay: 0.02, gain: 0.4 }], tones: [{ wave: 'sine', from: 320, to: 300, decay: 0.035, gain: 0.35 }] },
};

// biome-ignore format: one recipe a line compares best.
export const ERROR_VOICES: Readonly<Record<string, Voice>> = {
  'error/thump': { noise: [], tones: [{ wave: 'sine', from: 160, to: 55, decay: 0.15, gain: 1 }] },
  'error/buzz': { noise: [], tones: [{ wave: 'sawtooth', from: 110, to: 100, decay: 0.2, gain: 0.35 }] },
  'error/click': { noise: [{ freq: 1200, q: 2, decay: 0.03, gain: 1 }], tones: [] },
  'error/beep': { noise: [], tones: [{ wave: 'square', from: 880, to: 880, decay: 0.12, gain: 0.25 }] },
  'error/bonk': { noise: [], tones: [{ wave: 'triangle', from: 320, to: 140, decay: 0.2, gain: 0.9 }] },
  'error/blip': { noise: [], tones: [{ wave: 'sine', from: 1200, to: 600, decay: 0.06, gain: 0.7 }] },
  'error/knock': { noise: [{ freq: 420, q: 3, decay: 0.06, gain: 1 }, { freq: 420, q: 3, decay: 0.06, gain: 0.9, delay: 0.1 }], tones: [] },
  'error/pop': { noise: [], tones: [{ wave: 'sine', from: 500, to: 1300, decay: 0.05, gain: 0.8 }] },
  'error/tick': { noise: [{ freq: 6500, q: 1, decay: 0.015, gain: 1, filter: 'highpass' }], tones: [] },
  'error/clack': { noise: [{ freq: 2500, q: 1.5, decay: 0.04, gain: 0.9 }], tones: [{ wave: 'square', from: 200, to: 180, decay: 0.04, gain: 0.2 }] },
  'error/wood': { noise: [], tones: [{ wave: 'triangle', from: 720, to: 660, decay: 0.1, gain: 0.8 }, { wave: 'sine', from: 1440, to: 1320, decay: 0.05, gain: 0.3 }] },
  'error/glass': { noise: [], tones: [{ wave: 'sine', from: 2400, to: 2400, decay: 0.4, gain: 0.4 }, { wave: 'sine', from: 3620, to: 3620, decay: 0.3, gain: 0.25 }] },
};

/** Which family of sound a key makes: with special sounds on, the big keys have their own. */
export type KeyKind = 'generic' | 'enter' | 'space' | 'backspace';

export function keyKind(key: string | null, special: boolean): KeyKind {
  if (!special || key === null) return 'generic';
  if (key === 'Enter') return 'enter';
  if (key === ' ') return 'space';
  if (key === 'Backspace') return 'backspace';
  return 'generic';
}

/** The big keys sound lower and longer than letters: a wider keycap and a stabiliser. */
export const KIND_SHAPE: Readonly<Record<KeyKind, { pitch: number; length: number }>> = {
  generic: { pitch: 1, length: 1 },
  enter: { pitch: 0.72, length: 1.5 },
  space: { pitch: 0.6, length: 1.7 },
  backspace: { pitch: 0.82, length: 1.3 },
};

/** Trim shortens every tail, for a tighter sound. */
export const TRIM_FACTOR = 0.6;

/** A voice scaled for one press: its pitch by `rate`, its tails by `length`. */
export function shapeVoice(voice: Voice, rate: number, length: number): Voice {
  return {
    noise: voice.noise.map((part) => ({ ...part, freq: part.freq * rate, decay: part.decay * length })),
    tones: voice.tones.map((part) => ({
      ...part,
      from: part.from * rate,
      to: part.to * rate,
      decay: part.decay * length,
    })),
  };
}

/** Firework effect (02 §9): the crackles play 200 ms after the boom. */
export const FIREWORK_CRACKLE_DELAY_S = 0.2;

/**
 * The confetti's firework: a low boom (filtered noise and a falling tone),
 * then a run of short, bright crackles from 200 ms after it.
 */
export const FIREWORK_VOICE: Voice = {
  noise: [
    { freq: 120, q: 0.7, decay: 0.35, gain: 0.9, filter: 'lowpass' },
    ...[0, 0.025, 0.06, 0.085, 0.12, 0.15, 0.19, 0.23].map(
      (offset, i): NoisePart => ({
        freq: 3800 + (i % 3) * 900,
        q: 1.2,
        decay: 0.03,
        gain: 0.35,
        delay: FIREWORK_CRACKLE_DELAY_S + offset,
        filter: 'highpass',
      }),
    ),
  ],
  tones: [{ wave: 'sine', from: 140, to: 45, decay: 0.3, gain: 0.6 }],
};
