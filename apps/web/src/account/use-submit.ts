/**
 * A form's submit: busy while the call runs (the loading state), the call's
 * failure message afterwards, and a guard against double submits.
 */
import { useCallback, useRef, useState } from 'react';
import type { AuthResult } from './auth-actions';

export interface Submit {
  busy: boolean;
  error: string | null;
  run: <T>(call: () => Promise<AuthResult<T>>, onSuccess: (value: T) => void) => void;
}

export function useSubmit(): Submit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(<T>(call: () => Promise<AuthResult<T>>, onSuccess: (value: T) => void) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    void call().then((result) => {
      running.current = false;
      setBusy(false);
      if (result.ok) onSuccess(result.value);
      else setError(result.message);
    });
  }, []);
  return { busy, error, run };
}
