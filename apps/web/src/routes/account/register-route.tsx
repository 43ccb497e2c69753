import { ACCOUNT_MESSAGES, canSubmitRegister } from '@typeshelf/core/accounts';
import { AppLink, TextField } from '@typeshelf/react-ui';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../page/use-page-title';
import { signUp } from '../../session/auth-actions';
import { AccountForm, AccountMessage } from './account-form';
import { useAccountForm } from './use-account-form';

/** /register (03 §2): username, e-mail, password, repeat and the terms notice. */
export default function RegisterRoute() {
  usePageTitle('Register');
  const [, navigate] = useLocation();
  const { form, field, submitProps, done } = useAccountForm(
    { username: '', email: '', password: '', repeat: '' },
    {
      canSubmit: canSubmitRegister,
      submit: ({ username, email, password }) => signUp(username, email, password),
      onSuccess: ({ confirm }) => {
        if (!confirm) navigate('/welcome');
      },
    },
  );

  if (done?.value.confirm) {
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
      {...submitProps}
      footer={
        <p>
          Already registered? <AppLink href="/login">Log in</AppLink>
        </p>
      }
    >
      <TextField
        label="Username"
        autoComplete="username"
        hint="3 to 30 characters: a-z 0-9 _"
        {...field('username')}
      />
      <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
      <TextField label="Repeat password" type="password" autoComplete="new-password" {...field('repeat')} />
      <p className="account-form__terms">
        By registering you agree to the terms of service and the privacy policy.
      </p>
    </AccountForm>
  );
}
