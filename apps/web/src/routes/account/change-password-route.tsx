import { ACCOUNT_MESSAGES, canSubmitChangePassword } from '@typeshelf/core/accounts';
import { AppLink, TextField } from '@typeshelf/react-ui';
import { usePageTitle } from '../../page/use-page-title';
import { changePassword } from '../../session/auth-actions';
import { AccountForm, AccountMessage } from './account-form';
import { RequireAccount } from './require-account';
import { useAccountForm } from './use-account-form';

function ChangePasswordForm() {
  const { field, submitProps, done } = useAccountForm(
    { password: '', repeat: '' },
    { canSubmit: canSubmitChangePassword, submit: ({ password }) => changePassword(password) },
  );
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
      {...submitProps}
      footer={<AppLink href="/profile">Back to profile</AppLink>}
    >
      <TextField label="New password" type="password" autoComplete="new-password" {...field('password')} />
      <TextField
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        {...field('repeat')}
      />
    </AccountForm>
  );
}

/** /profile/change-password: also where the password-reset e-mail leads. */
export default function ChangePasswordRoute() {
  usePageTitle('Change password');
  return <RequireAccount>{() => <ChangePasswordForm />}</RequireAccount>;
}
