import { ACCOUNT_MESSAGES, canSubmitChangePassword, fieldErrors } from '@typeshelf/core';
import { AppLink, TextField } from '@typeshelf/react-ui';
import { useState } from 'react';
import { usePageTitle } from '../state/page-title';
import { AccountForm, AccountMessage } from './account-form';
import { changePassword } from './auth-actions';
import { RequireAccount } from './require-account';
import { useSubmit } from './use-submit';

function ChangePasswordForm() {
  const [form, setForm] = useState({ password: '', repeat: '' });
  const [done, setDone] = useState(false);
  const { busy, error, run } = useSubmit();
  const errors = fieldErrors(form);
  if (done) {
    return (
      <AccountMessage title="Change password">
        <p role="status">{ACCOUNT_MESSAGES.passwordChanged}</p>
        <AppLink href="/profile">Back to profile</AppLink>
      </AccountMessage>
    );
  }
  return (
    <AccountForm
      title="Change password"
      submitLabel="Change password"
      busyLabel="Saving..."
      valid={canSubmitChangePassword(form)}
      busy={busy}
      error={error}
      onSubmit={() =>
        run(
          () => changePassword(form.password),
          () => setDone(true),
        )
      }
      footer={<AppLink href="/profile">Back to profile</AppLink>}
    >
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(password) => setForm({ ...form, password })}
        error={errors.password}
      />
      <TextField
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        value={form.repeat}
        onChange={(repeat) => setForm({ ...form, repeat })}
        error={errors.repeat}
      />
    </AccountForm>
  );
}

/** /profile/change-password: also where the password-reset e-mail leads. */
export default function ChangePasswordRoute() {
  usePageTitle('Change password');
  return <RequireAccount>{() => <ChangePasswordForm />}</RequireAccount>;
}
