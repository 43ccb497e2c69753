import { ModifierGate } from './modifier-gate';
import { DEFAULT_SOUND_SETTINGS, keyPlaybackRate, type SoundSettings } from './sound-settings';

/** Which family of sound a key makes: the big keys have their own. */
type KeyVoice = 'generic' | 'enter' | 'space' | 'backspace';

function voiceOf(key: string): KeyVoice {
  if (key === 'Enter') return 'enter';
  if (key === ' ') return 'space';
  if (key === 'Backspace') return 'backspace';
  return 'generic';
}

const VOICE_PITCH: Record<KeyVoice, number> = { generic: 1, enter: 0.7, space: 0.6, backspace: 0.8 };

/**
 * Typing sounds synthesised with the Web Audio API: no audio files are
 * downloaded. The audio context is created on first use (browsers only allow
 * it after a user gesture, which a keypress is).
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
    if (!textFieldFocused()) return;
    this.click(key, false);
  }

  keyUp(key: string): void {
    this.gate.up(key);
    if (this.settings.keycapsReleaseSound && textFieldFocused()) this.click(key, true);
  }

  /** Window blur: keyup events for held modifiers will never come. */
  releaseAll(): void {
    this.gate.reset();
  }

  /** A dull thump for a wrong character. */
  error(): void {
    const ctx = this.audio(this.settings.errorVolume);
    if (!ctx) return;
    const t = ctx.currentTime;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(160, t);
    osc.frequency.exponentialRampToValueAtTime(55, t + 0.12);
    envelope(gain.gain, t, this.settings.errorVolume, 0.15);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.16);
  }

  /** A rising major arpeggio: chapter or book complete, daily goal. */
  success(): void {
    this.arpeggio([523.25, 659.25, 783.99, 1046.5], 0.09);
  }

  /** A brighter fanfare for a new personal best. */
  record(): void {
    this.arpeggio([587.33, 880, 1174.66, 1760], 0.07);
  }

  private arpeggio(notes: number[], step: number): void {
    const volume = this.settings.otherVolume;
    const ctx = this.audio(volume);
    if (!ctx) return;
    const t = ctx.currentTime;
    notes.forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'triangle';
      osc.frequency.value = frequency;
      envelope(gain.gain, t + i * step, volume * 0.5, 0.35);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t + i * step);
      osc.stop(t + i * step + 0.4);
    });
  }

  /** A mechanical click: a filtered noise burst for the switch plus a short low body for the case. */
  private click(key: string, release: boolean): void {
    const volume = this.settings.keycapsVolume * (release ? 0.5 : 1);
    const ctx = this.audio(volume);
    if (!ctx) return;
    const voice = voiceOf(key);
    const rate =
      keyPlaybackRate(voice === 'generic' ? key : null, this.settings.keycapsPitchModifier, Math.random) *
      VOICE_PITCH[voice];
    const t = ctx.currentTime;
    const source = ctx.createBufferSource();
    source.buffer = this.noiseBuffer(ctx);
    const filter = ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = 3200 * rate;
    filter.Q.value = 1.2;
    const gain = ctx.createGain();
    envelope(gain.gain, t, volume * 0.6, 0.03);
    source.connect(filter).connect(gain).connect(ctx.destination);
    source.start(t);
    source.stop(t + 0.05);
    const body = ctx.createOscillator();
    const bodyGain = ctx.createGain();
    body.type = 'triangle';
    body.frequency.value = 180 * rate;
    envelope(bodyGain.gain, t, volume * 0.35, voice === 'generic' ? 0.04 : 0.07);
    body.connect(bodyGain).connect(ctx.destination);
    body.start(t);
    body.stop(t + 0.08);
  }

  private audio(volume: number): AudioContext | null {
    if (this.settings.muteAll || volume <= 0) return null;
    if (!this.context) this.context = this.createContext();
    if (this.context?.state === 'suspended') void this.context.resume();
    return this.context;
  }

  private noiseBuffer(ctx: AudioContext): AudioBuffer {
    if (this.noise) return this.noise;
    const buffer = ctx.createBuffer(1, Math.floor(ctx.sampleRate * 0.05), ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
    this.noise = buffer;
    return buffer;
  }
}

function envelope(param: AudioParam, start: number, peak: number, length: number): void {
  param.setValueAtTime(0.0001, start);
  param.exponentialRampToValueAtTime(Math.max(peak, 0.0002), start + 0.004);
  param.exponentialRampToValueAtTime(0.0001, start + length);
}

function textFieldFocused(): boolean {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
}

function defaultContext(): AudioContext | null {
  return typeof AudioContext === 'undefined' ? null : new AudioContext();
}
