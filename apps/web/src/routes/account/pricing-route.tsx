import { ACCOUNT_MESSAGES } from '@typeshelf/core/accounts';
import { AppLink } from '@typeshelf/react-ui';
import { usePageTitle } from '../../page/use-page-title';
import { usePricing } from '../../session/use-pricing';
import { useSession } from '../../session/use-session';
import { PlanCards } from './plan-cards';
import './account.css';

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
  const session = useSession();
  const pricing = usePricing();

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
      <PlanCards />
      <section className="pricing__overview" aria-labelledby="overview-title">
        <h2 id="overview-title">Plan overview</h2>
        <p>
          Basic is free and keeps your progress in this browser. Starter is a one-time purchase that opens the
          whole library and removes the custom-book limit. Pro adds synchronisation: your progress, settings
          and books are stored on the server and follow you to every device, and the Mono Glass theme wears a
          wallpaper of your own.
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
