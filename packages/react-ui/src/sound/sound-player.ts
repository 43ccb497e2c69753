import { ModifierGate } from './modifier-gate';
import { DEFAULT_SOUND_SETTINGS, keyPlaybackRate, type SoundSettings } from './sound-settings';
import {
  ERROR_VOICES,
  FIREWORK_VOICE,
  KEY_VOICES,
  KIND_SHAPE,
  keyKind,
  type NoisePart,
  shapeVoice,
  type TonePart,
  TRIM_FACTOR,
  type Voice,
} from './sound-voices';

const FALLBACK_KEY_VOICE = KEY_VOICES['mechanical/mxbrown'] as Voice;
const FALLBACK_ERROR_VOICE = ERROR_VOICES['error/thump'] as Voice;

/**
 * Typing sounds synthesised with the Web Audio API from the recipes of
 * `sound-voices.ts`: no audio files are downloaded. The audio context is
 * created on first use (browsers only allow it after a user gesture, which a
 * keypress is).
 */
export class SoundPlayer {
  private context: AudioContext | null = null;
  private noise: AudioBuffer | null = null;
  private readonly gate = new ModifierGate();
  private settings: SoundSettings;

  constructor(
    settings: Partial<SoundSettings> = {},
    private readonly createContext: () => AudioContext | null = defaultContext,
  ) {
    this.settings = { ...DEFAULT_SOUND_SETTINGS, ...settings };
  }

  configure(settings: Partial<SoundSettings>): void {
    this.settings = { ...this.settings, ...settings };
  }

  /** A key went down. Sounds only while a text field has focus and modifiers only once until released. */
  keyDown(key: string): void {
    if (!this.gate.down(key)) return;
    // Muted (the default), a key asks nothing of the page: this runs inside every keystroke.
    if (this.keysMuted() || !textFieldFocused()) return;
    this.click(key, false);
  }

  keyUp(key: string): void {
    this.gate.up(key);
    if (this.settings.keycapsReleaseSound && !this.keysMuted() && textFieldFocused()) this.click(key, true);
  }

  private keysMuted(): boolean {
    return this.settings.muteAll || this.settings.keycapsVolume <= 0;
  }

  /**
   * The settings screen's demo: a key's press (and release, when on) with no
   * text field focused. A null key plays at a random rate of 0.85–1.15.
   */
  demoKey(key: string | null): void {
    this.click(key, false);
    if (this.settings.keycapsReleaseSound) setTimeout(() => this.click(key, true), 60);
  }

  /** Window blur: keyup events for held modifiers will never come. */
  releaseAll(): void {
    this.gate.reset();
  }

  /** A wrong character, in the chosen error sound. */
  error(): void {
    const volume = this.settings.errorVolume;
    const ctx = this.audio(volume);
    if (!ctx) return;
    this.play(ctx, ERROR_VOICES[this.settings.errorSound] ?? FALLBACK_ERROR_VOICE, volume);
  }

  /** A rising major arpeggio: chapter or book complete, daily goal. */
  success(): void {
    this.arpeggio([523.25, 659.25, 783.99, 1046.5], 0.09);
  }

  /** One firework of the book-complete confetti: the boom, and its crackles 200 ms later. */
  firework(): void {
    const volume = this.settings.otherVolume;
    const ctx = this.audio(volume);
    if (!ctx) return;
    this.play(ctx, FIREWORK_VOICE, volume);
  }

  /** A brighter fanfare for a new personal best. */
  record(): void {
    this.arpeggio([587.33, 880, 1174.66, 1760], 0.07);
  }

  private arpeggio(notes: number[], step: number): void {
    const volume = this.settings.otherVolume;
    const ctx = this.audio(volume);
    if (!ctx) return;
    const tones: TonePart[] = notes.map((frequency, i) => ({
      wave: 'triangle',
      from: frequency,
      to: frequency,
      decay: 0.35,
      gain: 0.5,
      delay: i * step,
    }));
    this.play(ctx, { noise: [], tones }, volume);
  }

  /** One key in the chosen set: pitch from its character, the big keys lower and longer. */
  private click(key: string | null, release: boolean): void {
    const volume = this.settings.keycapsVolume * (release ? 0.5 : 1);
    const ctx = this.audio(volume);
    if (!ctx) return;
    const kind = keyKind(key, this.settings.keycapsSpecial);
    const shape = KIND_SHAPE[kind];
    const pitched = kind === 'generic' && key !== null && key.length === 1 ? key : null;
    const rate =
      keyPlaybackRate(pitched, this.settings.keycapsPitchModifier, Math.random) *
      shape.pitch *
      (release ? 1.25 : 1);
    const length = shape.length * (this.settings.keycapsTrim ? TRIM_FACTOR : 1) * (release ? 0.7 : 1);
    const voice = KEY_VOICES[this.settings.keycapsSound] ?? FALLBACK_KEY_VOICE;
    this.play(ctx, shapeVoice(voice, rate, length), volume);
  }

  private play(ctx: AudioContext, voice: Voice, volume: number): void {
    const t = ctx.currentTime;
    for (const part of voice.noise) this.playNoise(ctx, part, t, volume);
    for (const part of voice.tones) playTone(ctx, part, t, volume);
  }

  private playNoise(ctx: AudioContext, part: NoisePart, t: number, volume: number): void {
    const start = t + (part.delay ?? 0);
    const source = ctx.createBufferSource();
    source.buffer = this.noiseBuffer(ctx);
    const filter = ctx.createBiquadFilter();
    filter.type = part.filter ?? 'bandpass';
    filter.frequency.value = Math.min(part.freq, ctx.sampleRate / 2 - 1);
    filter.Q.value = part.q;
    const gain = ctx.createGain();
    envelope(gain.gain, start, volume * part.gain, part.decay);
    source.connect(filter).connect(gain).connect(ctx.destination);
    source.start(start);
    source.stop(start + part.decay + 0.02);
  }

  private audio(volume: number): AudioContext | null {
    if (this.settings.muteAll || volume <= 0) return null;
    if (!this.context) this.context = this.createContext();
    if (this.context?.state === 'suspended') void this.context.resume();
    return this.context;
  }

  private noiseBuffer(ctx: AudioContext): AudioBuffer {
    if (this.noise) return this.noise;
    const buffer = ctx.createBuffer(1, Math.floor(ctx.sampleRate * 0.5), ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
    this.noise = buffer;
    return buffer;
  }
}

function playTone(ctx: AudioContext, part: TonePart, t: number, volume: number): void {
  const start = t + (part.delay ?? 0);
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = part.wave;
  osc.frequency.setValueAtTime(part.from, start);
  if (part.to !== part.from) osc.frequency.exponentialRampToValueAtTime(part.to, start + part.decay);
  envelope(gain.gain, start, volume * part.gain, part.decay);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + part.decay + 0.02);
}

function envelope(param: AudioParam, start: number, peak: number, length: number): void {
  param.setValueAtTime(0.0001, start);
  param.exponentialRampToValueAtTime(Math.max(peak, 0.0002), start + 0.004);
  param.exponentialRampToValueAtTime(0.0001, start + Math.max(length, 0.006));
}

function textFieldFocused(): boolean {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
}

function defaultContext(): AudioContext | null {
  return typeof AudioContext === 'undefined' ? null : new AudioContext();
}
