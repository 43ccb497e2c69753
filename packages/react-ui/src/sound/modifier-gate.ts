/** Keys that sound once when pressed and stay silent while held (02 §9). */
export const MODIFIER_KEYS = ['Alt', 'AltGraph', 'Shift', 'Meta', 'Control', 'CapsLock'] as const;

const modifiers: ReadonlySet<string> = new Set(MODIFIER_KEYS);

/**
 * Holding Shift repeats keydown events; a modifier must click once until it
 * is released. Ordinary keys always sound (their auto-repeat types text).
 *
 *   down Shift → true, down Shift → false (repeat), up Shift, down Shift → true
 */
export class ModifierGate {
  private readonly held = new Set<string>();

  /** Whether a keydown of `key` should make a sound. */
  down(key: string): boolean {
    if (!modifiers.has(key)) return true;
    if (this.held.has(key)) return false;
    this.held.add(key);
    return true;
  }

  up(key: string): void {
    this.held.delete(key);
  }

  /** Forget held keys, e.g. when the window loses focus and keyup never arrives. */
  reset(): void {
    this.held.clear();
  }
}
