import { ACCOUNT_MESSAGES, canSubmitRecover } from '@typeshelf/core/accounts';
import { AppLink, TextField } from '@typeshelf/react-ui';
import { usePageTitle } from '../../page/use-page-title';
import { sendRecovery } from '../../session/auth-actions';
import { AccountForm, AccountMessage } from './account-form';
import { useAccountForm } from './use-account-form';

/** /recover: sends the password-reset link, whose target is /profile/change-password. */
export default function RecoverRoute() {
  usePageTitle('Recover password');
  const { field, submitProps, done } = useAccountForm(
    { email: '' },
    { canSubmit: canSubmitRecover, submit: ({ email }) => sendRecovery(email) },
  );
  if (done) {
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
      {...submitProps}
      footer={<AppLink href="/login">Back to log in</AppLink>}
    >
      <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
    </AccountForm>
  );
}
