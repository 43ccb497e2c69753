import { canSubmitLogin, returnPathFromHash } from '@typeshelf/core/accounts';
import { AppLink, TextField } from '@typeshelf/react-ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../page/use-page-title';
import { PROVIDERS, signInWithPassword, signInWithProvider } from '../../session/auth-actions';
import { useSession } from '../../session/use-session';
import { AccountForm } from './account-form';
import { useAccountForm } from './use-account-form';

/** /login (03 §2): e-mail and password, three providers; the hash is where it returns to. */
export default function LoginRoute() {
  usePageTitle('Log in');
  const [, navigate] = useLocation();
  const session = useSession();
  const returnTo = returnPathFromHash(window.location.hash);
  const { field, submitProps, run } = useAccountForm(
    { email: '', password: '' },
    {
      canSubmit: canSubmitLogin,
      submit: ({ email, password }) => signInWithPassword(email, password),
      onSuccess: () => navigate(returnTo, { replace: true }),
    },
  );

  // Signed in (now or already): go where the address asked.
  useEffect(() => {
    if (session.status !== 'signed-out') navigate(returnTo, { replace: true });
  }, [session.status, returnTo, navigate]);

  return (
    <AccountForm
      title="Log in"
      submitLabel="Log in"
      busyLabel="Logging in..."
      {...submitProps}
      footer={
        <>
          <div className="account-providers">
            {PROVIDERS.map((provider) => (
              <button
                key={provider.id}
                type="button"
                className="button"
                disabled={submitProps.busy}
                onClick={() => run(() => signInWithProvider(provider.id, returnTo))}
              >
                Continue with {provider.label}
              </button>
            ))}
          </div>
          <p>
            <AppLink href="/recover">Forgot your password?</AppLink>
          </p>
          <p>
            No account yet? <AppLink href="/register">Register</AppLink>
          </p>
        </>
      }
    >
      <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
    </AccountForm>
  );
}
