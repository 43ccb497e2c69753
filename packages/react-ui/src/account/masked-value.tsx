import { maskedValue } from '@typeshelf/core/accounts';
import { useState } from 'react';

export interface MaskedValueProps {
  label: string;
  value: string;
}

/** A value hidden as 15 dots until its toggle reveals it (the profile's e-mail and id). */
export function MaskedValue({ label, value }: MaskedValueProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="masked-value">
      <dt>{label}</dt>
      <dd>
        <span className="masked-value__text">{maskedValue(value, revealed)}</span>
        <button
          type="button"
          className="button button--small"
          aria-pressed={revealed}
          aria-label={`${revealed ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setRevealed(!revealed)}
        >
          {revealed ? 'Hide' : 'Show'}
        </button>
      </dd>
    </div>
  );
}
