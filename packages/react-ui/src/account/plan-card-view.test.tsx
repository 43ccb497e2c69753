import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { accountInfo, type BillingItem, planCard } from '@typeshelf/core/accounts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanCardView } from './plan-card-view';

afterEach(cleanup);

const monthly: BillingItem = {
  type: 'subscription',
  status: 'active',
  created_at: '2026-11-22T00:00:00Z',
  details: { billing_cycle: { interval: 'month' } },
};
const subscriber = accountInfo([monthly]);
const price = { id: 'pri', num: 10, full: '$10', whole: '$10', rest: '', billing: 'per month' };

function pressed(plan: 'annually' | 'monthly', busy = false) {
  const onChoose = vi.fn();
  render(
    <PlanCardView
      name={plan}
      card={planCard(plan, subscriber)}
      price={price}
      features={[]}
      onChoose={onChoose}
      busy={busy}
    />,
  );
  const button = screen.getByRole('button');
  fireEvent.click(button);
  return { button, onChoose };
}

describe('PlanCardView', () => {
  it('marks a forbidden plan disabled yet lets pressing it explain why', () => {
    const { button, onChoose } = pressed('annually');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('keeps the active plan and a busy card truly disabled', () => {
    expect(pressed('monthly').onChoose).not.toHaveBeenCalled();
    cleanup();
    const busy = pressed('annually', true);
    expect((busy.button as HTMLButtonElement).disabled).toBe(true);
    expect(busy.onChoose).not.toHaveBeenCalled();
  });
});
