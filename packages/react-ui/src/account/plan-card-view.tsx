import type { PlanCard, PriceItem } from '@typeshelf/core/accounts';

export interface PlanCardViewProps {
  name: string;
  card: PlanCard;
  /** The price figures; the Basic card has none. */
  price: PriceItem | null;
  features: readonly string[];
  onChoose: () => void;
  /** Every button waits (a checkout is open, or the account is updating). */
  busy?: boolean;
}

/** One plan card: name, price with its billing line, the state's button and the feature list. */
export function PlanCardView({ name, card, price, features, onChoose, busy = false }: PlanCardViewProps) {
  const headingId = `plan-${card.plan}`;
  const forbidden = card.state === 'forbidden';
  return (
    <article className={`plan-card plan-card--${card.state}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="plan-card__name">
        {name}
      </h3>
      <p className="plan-card__price">
        {price ? (
          <>
            <span className="plan-card__whole">{price.whole}</span>
            <span className="plan-card__rest">{price.rest}</span>
          </>
        ) : (
          <span className="plan-card__whole">Free</span>
        )}
      </p>
      <p className="plan-card__billing">{price ? price.billing : 'forever'}</p>
      {card.state === 'none' ? null : (
        <button
          type="button"
          className={`button ${card.state === 'choose' || card.state === 'upgrade' ? 'button--primary' : ''}`}
          // A forbidden plan's button is disabled but stays focusable and pressable, so pressing it
          // can say why (the active-subscription notice) instead of doing nothing.
          disabled={busy || (card.disabled && !forbidden)}
          aria-disabled={forbidden && !busy ? true : undefined}
          onClick={onChoose}
        >
          {card.label}
        </button>
      )}
      <ul className="plan-card__features">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </article>
  );
}
