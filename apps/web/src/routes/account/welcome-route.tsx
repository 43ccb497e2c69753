import { AppLink } from '@typeshelf/react-ui';
import { usePageTitle } from '../../page/use-page-title';
import { AccountMessage } from './account-form';

/** /welcome: where the sign-up confirmation link lands. */
export default function WelcomeRoute() {
  usePageTitle('Welcome');
  return (
    <AccountMessage title="Welcome to Typeshelf!">
      <p>Your account is active. Log in to start typing.</p>
      <AppLink href="/login" className="button button--primary">
        Log in
      </AppLink>
    </AccountMessage>
  );
}
