import { ERROR_SOUNDS, KEYCAPS_SOUNDS } from '@typeshelf/core/settings';
import { describe, expect, it } from 'vitest';
import {
  ERROR_VOICES,
  FIREWORK_CRACKLE_DELAY_S,
  FIREWORK_VOICE,
  KEY_VOICES,
  keyKind,
  shapeVoice,
  type Voice,
} from './sound-voices';

/** What the ear tells apart: the click bands and delays, and the body's wave, pitch and length. */
const fingerprint = (voice: Voice) =>
  JSON.stringify([
    voice.noise.map((n) => [n.freq, n.q, n.decay, n.delay ?? 0, n.filter ?? 'bandpass']),
    voice.tones.map((t) => [t.wave, t.from, t.to, t.decay, t.delay ?? 0]),
  ]);

describe('sound voices', () => {
  it('has a recipe for each of the twelve key sets and twelve error sounds of the settings', () => {
    expect(Object.keys(KEY_VOICES).sort()).toEqual([...KEYCAPS_SOUNDS].sort());
    expect(Object.keys(ERROR_VOICES).sort()).toEqual([...ERROR_SOUNDS].sort());
  });

  it('gives every set its own sound', () => {
    const keys = Object.values(KEY_VOICES).map(fingerprint);
    const errors = Object.values(ERROR_VOICES).map(fingerprint);
    expect(new Set(keys).size).toBe(12);
    expect(new Set(errors).size).toBe(12);
  });

  it('differs in the main click or body pitch by at least 10% between any two key sets', () => {
    const main = Object.entries(KEY_VOICES).map(
      ([name, v]) => [name, v.noise[0]?.freq ?? 0, v.tones.at(-1)?.from ?? 0] as const,
    );
    for (const [a, clickA, bodyA] of main)
      for (const [b, clickB, bodyB] of main) {
        if (a >= b) continue;
        const apart =
          Math.abs(clickA - clickB) / Math.max(clickA, clickB) >= 0.1 ||
          Math.abs(bodyA - bodyB) / Math.max(bodyA, bodyB) >= 0.1;
        const extra =
          KEY_VOICES[a]?.noise.length !== KEY_VOICES[b]?.noise.length ||
          KEY_VOICES[a]?.tones.length !== KEY_VOICES[b]?.tones.length;
        expect(apart || extra, `${a} vs ${b}`).toBe(true);
      }
  });

  it('gives Enter, Space and Backspace their own sounds only when special sounds are on', () => {
    expect(['Enter', ' ', 'Backspace', 'a'].map((k) => keyKind(k, true))).toEqual([
      'enter',
      'space',
      'backspace',
      'generic',
    ]);
    expect(['Enter', ' ', 'Backspace'].map((k) => keyKind(k, false))).toEqual([
      'generic',
      'generic',
      'generic',
    ]);
  });

  it('scales pitch and length without touching the recipe', () => {
    const voice = KEY_VOICES['mechanical/mxbrown'] as Voice;
    const shaped = shapeVoice(voice, 2, 0.5);
    expect(shaped.noise[0]?.freq).toBe((voice.noise[0]?.freq ?? 0) * 2);
    expect(shaped.tones[0]?.decay).toBe((voice.tones[0]?.decay ?? 0) * 0.5);
    expect(voice.noise[0]?.freq).toBe(3000);
  });
});

describe('the firework', () => {
  it('booms at once and crackles from 200 ms after the boom', () => {
    const starts = FIREWORK_VOICE.noise.map((part) => part.delay ?? 0);
    const crackles = FIREWORK_VOICE.noise.filter((part) => part.filter === 'highpass');
    expect(FIREWORK_CRACKLE_DELAY_S).toBe(0.2);
    expect(FIREWORK_VOICE.tones.every((tone) => (tone.delay ?? 0) === 0)).toBe(true);
    expect(starts.filter((start) => start < FIREWORK_CRACKLE_DELAY_S)).toEqual([0]);
    expect(crackles.length).toBeGreaterThan(3);
    expect(Math.min(...crackles.map((part) => part.delay ?? 0))).toBe(FIREWORK_CRACKLE_DELAY_S);
  });
});
