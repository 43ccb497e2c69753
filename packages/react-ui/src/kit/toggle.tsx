import { useId } from 'react';

export interface ToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The control's id; one is made up when left out. */
  id?: string;
  disabled?: boolean;
}

/**
 * An on/off switch: a button with role="switch", so screen readers announce
 * "on" or "off" and Space or Enter flips it. The label is clickable too.
 */
export function Toggle({ label, checked, onChange, id, disabled }: ToggleProps) {
  const made = useId();
  const controlId = id ?? made;
  return (
    <div className="toggle">
      <label className="toggle__label" htmlFor={controlId}>
        {label}
      </label>
      <button
        type="button"
        role="switch"
        id={controlId}
        aria-checked={checked}
        disabled={disabled}
        className="toggle__switch"
        onClick={() => onChange(!checked)}
      >
        <span className="toggle__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
