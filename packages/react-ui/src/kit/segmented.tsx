import { useId } from 'react';
import type { SelectOption } from './select-field';

export interface SegmentedProps {
  label: string;
  options: readonly SelectOption[];
  value: unknown;
  onChange: (value: unknown) => void;
}

/** A short choice shown as a row of radio buttons (up to about six options). */
export function Segmented({ label, options, value, onChange }: SegmentedProps) {
  const name = useId();
  return (
    <fieldset className="field segmented">
      <legend className="field__label">{label}</legend>
      <div className="segmented__options">
        {options.map((option) => (
          <label key={option.label} className="segmented__option">
            <input
              type="radio"
              name={name}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
