import {
  ACCOUNT_MESSAGES,
  BILLING_TEXTS,
  checkoutLocale,
  loginPathReturningTo,
  PLAN_NAMES,
  type PlanId,
  planCards,
  purchaseDecision,
  starterLibrarySize,
} from '@typeshelf/core/accounts';

import { AppLink, PlanCardView } from '@typeshelf/react-ui';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useCatalogue } from '../../books/use-catalogue';
import { notify } from '../../page/notifications';
import { usePageTitle } from '../../page/use-page-title';
import { openCheckout } from '../../session/paddle-checkout';
import { dispatch } from '../../session/session';
import { usePricing } from '../../session/use-pricing';
import { useSession } from '../../session/use-session';
import './account.css';

function features(plan: PlanId, librarySize: number): string[] {
  const library = librarySize > 0 ? `Full library (${librarySize}+ books)` : 'Full library';
  switch (plan) {
    case 'basic':
      return [
        'Limited book selection',
        'Custom books up to the free limit',
        'Progress stored in this browser',
        'Manual backup',
        'May show ads',
      ];
    case 'starter':
      return [library, 'Unlimited custom books', 'Progress stored in this browser', 'No ads'];
    case 'annually':
    case 'monthly':
      return [
        'Everything in Starter',
        'Sync across devices',
        'Progress stored on the server',
        'Automatic backup',
        'Extra themes',
        'All future updates',
      ];
    default: {
      const unreachable: never = plan;
      return unreachable;
    }
  }
}

const FAQS = [
  {
    question: 'What happens to my Starter purchase if I subscribe to Pro?',
    answer:
      'It waits on standby while the subscription is active and resumes by itself when the subscription ends.',
  },
  {
    question: 'Can I cancel my subscription?',
    answer: 'Yes, at any time from your profile. Pro stays active until the end of the period you paid for.',
  },
];

/** /pricing (03 §2, §4): the four plan cards, checkout, the plan overview and FAQs. */
export default function PricingRoute() {
  usePageTitle('Pricing');
  const [, navigate] = useLocation();
  const session = useSession();
  const pricing = usePricing();
  const catalogue = useCatalogue();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const completed = useRef(false);
  const cards = planCards(session.accountInfo);
  const librarySize = starterLibrarySize(catalogue.books.length);

  const choose = (plan: Exclude<PlanId, 'basic'>) => {
    const decision = purchaseDecision(plan, session.account !== null, session.accountInfo);
    if (decision.type === 'login') return navigate(loginPathReturningTo(decision.returnTo));
    if (decision.type === 'refused')
      return notify({ title: decision.title, details: decision.details, type: 'warning' });
    const account = session.account;
    if (pricing.status !== 'ready' || !pricing.ids || !account) return;
    completed.current = false;
    setCheckoutOpen(true);
    openCheckout(
      {
        priceId: pricing.ids[plan],
        email: account.email,
        userId: account.id,
        theme: document.body.classList.contains('dark') ? 'dark' : 'light',
        locale: checkoutLocale(navigator.language),
      },
      (event) => {
        if (event === 'completed') completed.current = true;
        if (event === 'failed') notify({ title: 'The payment failed.', type: 'error' });
        if (event === 'closed') {
          setCheckoutOpen(false);
          if (completed.current) dispatch({ type: 'purchase-completed' });
        }
      },
    ).catch((error: unknown) => {
      console.error('Checkout could not open', error);
      setCheckoutOpen(false);
      notify({
        title: ACCOUNT_MESSAGES.paymentUnavailableTitle,
        details: ACCOUNT_MESSAGES.paymentUnavailableDetails,
        type: 'error',
      });
    });
  };

  return (
    <section className="pricing" aria-labelledby="pricing-title">
      <h1 id="pricing-title">Pricing</h1>
      {session.updating ? (
        <p className="notice" role="status">
          {ACCOUNT_MESSAGES.updatingAccount}
        </p>
      ) : null}
      {session.accountInfo.isLocalPremium ? (
        <p className="notice">
          You already have a premium plan. Manage your plans on your{' '}
          <AppLink href="/profile">profile</AppLink>.
        </p>
      ) : null}
      {pricing.status === 'loading' ? (
        <p className="page-loading" role="status">
          Loading prices...
        </p>
      ) : null}
      <div className="pricing__cards">
        {cards.map((card) => (
          <PlanCardView
            key={card.plan}
            name={PLAN_NAMES[card.plan]}
            card={card}
            price={
              card.plan === 'basic'
                ? null
                : pricing.status === 'ready'
                  ? pricing.pricing.items[card.plan]
                  : { id: '', num: null, full: '…', whole: '…', rest: '', billing: BILLING_TEXTS[card.plan] }
            }
            features={features(card.plan, librarySize)}
            busy={checkoutOpen || session.updating || pricing.status !== 'ready'}
            onChoose={() => {
              if (card.plan !== 'basic') choose(card.plan);
            }}
          />
        ))}
      </div>
      {checkoutOpen ? <div className="pricing__overlay" aria-hidden="true" /> : null}
      <section className="pricing__overview" aria-labelledby="overview-title">
        <h2 id="overview-title">Plan overview</h2>
        <p>
          Basic is free and keeps your progress in this browser. Starter is a one-time purchase that opens the
          whole library and removes the custom-book limit. Pro adds synchronisation: your progress, settings
          and books are stored on the server and follow you to every device.
        </p>
      </section>
      <section className="pricing__faq" aria-labelledby="faq-title">
        <h2 id="faq-title">Questions</h2>
        {FAQS.map((faq) => (
          <details key={faq.question}>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </section>
    </section>
  );
}
