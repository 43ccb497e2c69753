/**
 * The frame every account form shares: heading, fields, the failure
 * message (announced), and a submit button that stays disabled until the
 * form is valid and says it is working while the call runs.
 */
import type { FormEvent, ReactNode } from 'react';
import './account.css';

export interface AccountFormProps {
  title: string;
  submitLabel: string;
  busyLabel: string;
  valid: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  children: ReactNode;
  /** Links under the form (register, recover…). */
  footer?: ReactNode;
}

export function AccountForm({
  title,
  submitLabel,
  busyLabel,
  valid,
  busy,
  error,
  onSubmit,
  children,
  footer,
}: AccountFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !busy) onSubmit();
  };
  return (
    <section className="account-page" aria-labelledby="account-title">
      <h1 id="account-title">{title}</h1>
      <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
        {children}
        <div role="alert" className="account-form__error">
          {error}
        </div>
        <button type="submit" className="button button--primary" disabled={!valid || busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </form>
      {footer ? <div className="account-page__footer">{footer}</div> : null}
    </section>
  );
}

/** A page that only says something (welcome, confirm, loading). */
export function AccountMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="account-page" aria-labelledby="account-title">
      <h1 id="account-title">{title}</h1>
      {children}
    </section>
  );
}
