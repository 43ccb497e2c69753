import { ACCOUNT_MESSAGES, canSubmitRecover, fieldErrors } from '@typeshelf/core';
import { AppLink, TextField } from '@typeshelf/react-ui';
import { useState } from 'react';
import { usePageTitle } from '../state/page-title';
import { AccountForm, AccountMessage } from './account-form';
import { sendRecovery } from './auth-actions';
import { useSubmit } from './use-submit';

/** /recover: sends the password-reset link, whose target is /profile/change-password. */
export default function RecoverRoute() {
  usePageTitle('Recover password');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useSubmit();
  if (sent) {
    return (
      <AccountMessage title="Recover password">
        <p role="status">{ACCOUNT_MESSAGES.recoverySent}</p>
        <AppLink href="/login">Back to log in</AppLink>
      </AccountMessage>
    );
  }
  return (
    <AccountForm
      title="Recover password"
      submitLabel="Send recovery link"
      busyLabel="Sending..."
      valid={canSubmitRecover({ email })}
      busy={busy}
      error={error}
      onSubmit={() =>
        run(
          () => sendRecovery(email),
          () => setSent(true),
        )
      }
      footer={<AppLink href="/login">Back to log in</AppLink>}
    >
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={fieldErrors({ email }).email}
      />
    </AccountForm>
  );
}
