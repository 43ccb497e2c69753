import { VERSION } from '@typeshelf/core';
import { billingItemView } from '@typeshelf/core/accounts';
import { AppLink, MaskedValue } from '@typeshelf/react-ui';
import { useLocation } from 'wouter';
import { notify } from '../../page/notifications';
import { usePageTitle } from '../../page/use-page-title';
import { signOut } from '../../session/auth-actions';
import { formatDate } from './format-date';
import { RequireAccount, type SignedIn } from './require-account';
import './account.css';
import { pricingShown } from '../../session/backend-config';
import { PlanCards } from './plan-cards';

function PlanSection({ accountInfo }: Pick<SignedIn, 'accountInfo'>) {
  const items = accountInfo.billingItems.map(billingItemView);
  return (
    <section id="your-plan" className="profile__section" aria-labelledby="your-plan-title">
      <h2 id="your-plan-title">Your Plan</h2>
      <PlanCards />
      {pricingShown() ? (
        <p>
          <AppLink href="/pricing">Compare plans</AppLink>
        </p>
      ) : null}
      {items.length > 0 ? (
        <>
          <h3>Billing</h3>
          <ul className="profile__billing">
            {items.map((item) => (
              <li key={`${item.name}-${item.createdAt}`}>
                <strong>{item.name}</strong> <span className="badge">{item.status}</span>
                <div>Purchased {formatDate(item.createdAt)}</div>
                {item.nextBilledAt ? <div>Next payment {formatDate(item.nextBilledAt)}</div> : null}
                {item.management.type === 'cancelling' ? (
                  <p className="notice">
                    Your subscription ends on {formatDate(item.management.effectiveAt)}.{' '}
                    {item.management.manageUrl ? (
                      <a href={item.management.manageUrl}>Keep my subscription</a>
                    ) : null}
                  </p>
                ) : null}
                {item.management.type === 'active' ? (
                  <p className="profile__billing-links">
                    {item.management.cancelUrl ? (
                      <a href={item.management.cancelUrl}>Cancel subscription</a>
                    ) : null}
                    {item.management.updatePaymentUrl ? (
                      <a href={item.management.updatePaymentUrl}>Update payment method</a>
                    ) : null}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function Profile({ account, accountInfo }: SignedIn) {
  const [, navigate] = useLocation();
  const logOut = () =>
    void signOut().then((result) => {
      if (result.ok) navigate('/');
      else notify({ title: result.message, type: 'error' });
    });
  return (
    <section className="profile" aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      <nav aria-label="Profile" className="profile__nav">
        <a href="#profile-info">Profile Info</a>
        <a href="#your-plan">Your Plan</a>
        <a href="#security">Security</a>
        <button type="button" className="link-button" onClick={logOut}>
          Log Out
        </button>
      </nav>
      <section id="profile-info" className="profile__section" aria-labelledby="profile-info-title">
        <h2 id="profile-info-title">Profile Info</h2>
        <dl className="profile__facts">
          <div>
            <dt>Username</dt>
            <dd>
              {account.username} <AppLink href="/profile/change-username">Change username</AppLink>
            </dd>
          </div>
          <div>
            <dt>Joined</dt>
            <dd>{formatDate(account.createdAt)}</dd>
          </div>
          <MaskedValue label="E-mail" value={account.email} />
          <MaskedValue label="Id" value={account.id} />
          <div>
            <dt>Version</dt>
            <dd>{VERSION}</dd>
          </div>
        </dl>
      </section>
      <PlanSection accountInfo={accountInfo} />
      <section id="security" className="profile__section" aria-labelledby="security-title">
        <h2 id="security-title">Security</h2>
        <p>
          <AppLink href="/profile/change-password">Change password</AppLink>
        </p>
      </section>
    </section>
  );
}

/** /profile (03 §2). */
export default function ProfileRoute() {
  usePageTitle('Profile');
  return <RequireAccount>{(signedIn) => <Profile {...signedIn} />}</RequireAccount>;
}
