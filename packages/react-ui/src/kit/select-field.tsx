import { useId } from 'react';

export interface SelectOption {
  /** What the option stands for; compared by identity, `null` included. */
  value: unknown;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  value: unknown;
  onChange: (value: unknown) => void;
  id?: string;
}

/**
 * A labelled native select over values of any type: options are keyed by
 * position, so numbers, booleans and `null` come back as they went in.
 */
export function SelectField({ label, options, value, onChange, id }: SelectFieldProps) {
  const made = useId();
  const controlId = id ?? made;
  const selected = options.findIndex((option) => option.value === value);
  return (
    <div className="field">
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      <select
        id={controlId}
        className="select"
        value={selected < 0 ? '' : String(selected)}
        onChange={(event) => {
          const option = options[Number(event.target.value)];
          if (option) onChange(option.value);
        }}
      >
        {selected < 0 ? <option value="">—</option> : null}
        {options.map((option, i) => (
          <option key={option.label} value={String(i)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
