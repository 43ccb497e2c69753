import { ACCOUNT_MESSAGES, canSubmitChangeUsername } from '@typeshelf/core/accounts';
import { AppLink, TextField } from '@typeshelf/react-ui';
import { usePageTitle } from '../../page/use-page-title';
import { changeUsername } from '../../session/auth-actions';
import { AccountForm, AccountMessage } from './account-form';
import { RequireAccount } from './require-account';
import { useAccountForm } from './use-account-form';

function ChangeUsernameForm({ current }: { current: string }) {
  const { field, submitProps, done } = useAccountForm(
    { username: current },
    {
      // Saving the name it already has would be a no-op call.
      canSubmit: (form) => canSubmitChangeUsername(form) && form.username.trim() !== current,
      submit: ({ username }) => changeUsername(username),
    },
  );
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
      {...submitProps}
      footer={<AppLink href="/profile">Back to profile</AppLink>}
    >
      <TextField
        label="Username"
        autoComplete="username"
        hint="3 to 30 characters: a-z 0-9 _"
        {...field('username')}
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
