import { ACCOUNT_MESSAGES, canSubmitChangeUsername, fieldErrors } from '@typeshelf/core';
import { AppLink, TextField } from '@typeshelf/react-ui';
import { useState } from 'react';
import { usePageTitle } from '../state/page-title';
import { AccountForm, AccountMessage } from './account-form';
import { changeUsername } from './auth-actions';
import { RequireAccount } from './require-account';
import { useSubmit } from './use-submit';

function ChangeUsernameForm({ current }: { current: string }) {
  const [username, setUsername] = useState(current);
  const [done, setDone] = useState(false);
  const { busy, error, run } = useSubmit();
  if (done) {
    return (
      <AccountMessage title="Change username">
        <p role="status">{ACCOUNT_MESSAGES.usernameChanged}</p>
        <AppLink href="/profile">Back to profile</AppLink>
      </AccountMessage>
    );
  }
  return (
    <AccountForm
      title="Change username"
      submitLabel="Change username"
      busyLabel="Saving..."
      valid={canSubmitChangeUsername({ username }) && username.trim() !== current}
      busy={busy}
      error={error}
      onSubmit={() =>
        run(
          () => changeUsername(username),
          () => setDone(true),
        )
      }
      footer={<AppLink href="/profile">Back to profile</AppLink>}
    >
      <TextField
        label="Username"
        autoComplete="username"
        value={username}
        onChange={setUsername}
        hint="3 to 30 characters: a-z 0-9 _"
        error={fieldErrors({ username }).username}
      />
    </AccountForm>
  );
}

/** /profile/change-username. */
export default function ChangeUsernameRoute() {
  usePageTitle('Change username');
  return (
    <RequireAccount>{({ account }) => <ChangeUsernameForm current={account.username} />}</RequireAccount>
  );
}
