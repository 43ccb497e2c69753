import { useId } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Shown under the field while it is invalid; the field is marked invalid for assistive tech. */
  error?: string;
  /** A standing hint (the username's allowed characters). */
  hint?: string;
  disabled?: boolean;
}

/** A labelled input with its hint and error text tied to it by aria-describedby. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error,
  hint,
  disabled,
}: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="text-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <small id={`${id}-hint`} className="text-field__hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="text-field__error">
          {error}
        </small>
      ) : null}
    </div>
  );
}
