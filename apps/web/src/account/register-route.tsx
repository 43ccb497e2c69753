import { ACCOUNT_MESSAGES, canSubmitRegister, fieldErrors } from '@typeshelf/core';
import { AppLink, TextField } from '@typeshelf/react-ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { usePageTitle } from '../state/page-title';
import { AccountForm, AccountMessage } from './account-form';
import { signUp } from './auth-actions';
import { useSubmit } from './use-submit';

/** /register (03 §2): username, e-mail, password, repeat and the terms notice. */
export default function RegisterRoute() {
  usePageTitle('Register');
  const [, navigate] = useLocation();
  const [form, setForm] = useState({ username: '', email: '', password: '', repeat: '' });
  const [confirm, setConfirm] = useState(false);
  const { busy, error, run } = useSubmit();
  const errors = fieldErrors(form);
  const set = (field: keyof typeof form) => (value: string) => setForm({ ...form, [field]: value });

  if (confirm) {
    return (
      <AccountMessage title={ACCOUNT_MESSAGES.confirmRegistration}>
        <p>
          A confirmation link was sent to {form.email.trim()}. Open it to activate your account, then log in.
        </p>
      </AccountMessage>
    );
  }
  return (
    <AccountForm
      title="Register"
      submitLabel="Register"
      busyLabel="Registering..."
      valid={canSubmitRegister(form)}
      busy={busy}
      error={error}
      onSubmit={() =>
        run(
          () => signUp(form.username, form.email, form.password),
          ({ confirm: needsConfirm }) => (needsConfirm ? setConfirm(true) : navigate('/welcome')),
        )
      }
      footer={
        <p>
          Already registered? <AppLink href="/login">Log in</AppLink>
        </p>
      }
    >
      <TextField
        label="Username"
        autoComplete="username"
        value={form.username}
        onChange={set('username')}
        hint="3 to 30 characters: a-z 0-9 _"
        error={errors.username}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={errors.password}
      />
      <TextField
        label="Repeat password"
        type="password"
        autoComplete="new-password"
        value={form.repeat}
        onChange={set('repeat')}
        error={errors.repeat}
      />
      <p className="account-form__terms">
        By registering you agree to the terms of service and the privacy policy.
      </p>
    </AccountForm>
  );
}
