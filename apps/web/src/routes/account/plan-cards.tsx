/**
 * The four plan cards (03 §2, §4) with their checkout, shared by /pricing and
 * the profile's Your Plan: each card's state from the account, its price, and
 * features that say only what the plan gives (see docs/decisions.md, plans).
 */
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
import { PlanCardView } from '@typeshelf/react-ui';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { BUILT_BOOK_COUNT } from '../../books/catalogue';
import { notify } from '../../page/notifications';
import { openCheckout } from '../../session/paddle-checkout';
import { dispatch } from '../../session/session';
import { usePricing } from '../../session/use-pricing';
import { useSession } from '../../session/use-session';

export function features(plan: PlanId, librarySize: number): string[] {
  const library = librarySize > 0 ? `Full library (${librarySize}+ books)` : 'Full library';
  switch (plan) {
    case 'basic':
      return [
        'Limited book selection',
        'Custom books up to the free limit',
        'Progress stored in this browser',
        'Manual backup',
      ];
    case 'starter':
      return [library, 'Unlimited custom books', 'Progress stored in this browser', 'Manual backup'];
    case 'annually':
    case 'monthly':
      return [
        'Everything in Starter',
        'Sync across devices',
        'Progress stored on the server',
        'Automatic backup',
        'Extra themes: Mono Glass with your own wallpaper',
        'All future updates',
      ];
    default: {
      const unreachable: never = plan;
      return unreachable;
    }
  }
}

export function PlanCards() {
  const [, navigate] = useLocation();
  const session = useSession();
  const pricing = usePricing();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const completed = useRef(false);
  const cards = planCards(session.accountInfo);
  // Counted from the catalogue the app was built with: /pricing and /profile never fetch the whole
  // index (nor tell of its failure) only to round its size down to the hundred.
  const librarySize = starterLibrarySize(BUILT_BOOK_COUNT);

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
    <>
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
    </>
  );
}
