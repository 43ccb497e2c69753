/**
 * What every account form does the same way: holds its fields, shows core's
 * message under a filled-in invalid field, keeps submit disabled until the
 * form is valid, is busy while the call runs (ignoring a second submit),
 * shows the call's failure, and remembers its success for the screen to
 * show. A screen passes `submitProps` to AccountForm and `field(name)` to
 * each TextField.
 */
import { fieldErrors } from '@typeshelf/core/accounts';
import { useCallback, useRef, useState } from 'react';
import { notify } from '../../page/notifications';
import type { AuthResult } from '../../session/auth-actions';

type FieldName = 'username' | 'email' | 'password' | 'repeat';
type Fields = Partial<Record<FieldName, string>>;

export interface AccountFormOptions<F extends Fields, T> {
  /** Whether the form may be submitted (core's canSubmit… rule). */
  canSubmit: (form: F) => boolean;
  /** The auth call the form makes. */
  submit: (form: F) => Promise<AuthResult<T>>;
  /** Runs after a successful call (navigation); the success is also kept in `done`. */
  onSuccess?: (value: T) => void;
}

export interface AccountFormState<F extends Fields, T> {
  form: F;
  /** Value, change handler and error of one field, to spread on a TextField. */
  field: (name: keyof F & FieldName) => { value: string; onChange: (value: string) => void; error?: string };
  /** The props AccountForm takes for its submit button and failure message. */
  submitProps: { valid: boolean; busy: boolean; error: string | null; onSubmit: () => void };
  /** Runs another call of the form (a provider button) with the same busy state and failure message. */
  run: <R>(call: () => Promise<AuthResult<R>>, onSuccess?: (value: R) => void) => void;
  /** The successful call's value, or null until one succeeded. */
  done: { value: T } | null;
}

export function useAccountForm<F extends Fields, T = void>(
  initial: F,
  { canSubmit, submit, onSuccess }: AccountFormOptions<F, T>,
): AccountFormState<F, T> {
  const [form, setForm] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ value: T } | null>(null);
  const running = useRef(false);

  const run = useCallback(<R>(call: () => Promise<AuthResult<R>>, after?: (value: R) => void) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    void call().then((result) => {
      running.current = false;
      setBusy(false);
      if (result.ok) after?.(result.value);
      // The service failing is told as a notification (03 §8); what was typed wrong, under the form.
      else if (result.notice) notify({ type: 'error', title: result.message });
      else setError(result.message);
    });
  }, []);

  const errors = fieldErrors(form);
  return {
    form,
    field: (name) => ({
      value: form[name] ?? '',
      onChange: (value) => setForm((current) => ({ ...current, [name]: value })),
      error: errors[name],
    }),
    submitProps: {
      valid: canSubmit(form),
      busy,
      error,
      onSubmit: () =>
        run(
          () => submit(form),
          (value) => {
            setDone({ value });
            onSuccess?.(value);
          },
        ),
    },
    run,
    done,
  };
}
