/**
 * The payment provider through @paddle/paddle-js: loaded only on /pricing,
 * in the sandbox in development mode. Price previews come back in core's
 * shape; checkout events reach whoever opened the checkout.
 */
import type { Paddle, PaddleEventData } from '@paddle/paddle-js';
import type { PriceIds, PricePreview } from '@typeshelf/core/accounts';
import { paddleClientToken, paddleEnvironment } from './backend-config';

/** What the checkout tells its opener. */
export type CheckoutEvent = 'completed' | 'closed' | 'failed';

let paddle: Promise<Paddle> | null = null;
let listener: ((event: CheckoutEvent) => void) | null = null;

function checkoutEvent(event: PaddleEventData): CheckoutEvent | null {
  switch (event.name) {
    case 'checkout.completed':
      return 'completed';
    case 'checkout.closed':
      return 'closed';
    case 'checkout.error':
    case 'checkout.failed':
    case 'checkout.payment.failed':
    case 'checkout.payment.error':
      return 'failed';
    default:
      return null;
  }
}

/** Loads and initialises Paddle.js once; a failed load may be tried again. */
export function loadPaddle(): Promise<Paddle> {
  paddle ??= import('@paddle/paddle-js')
    .then(({ initializePaddle }) =>
      initializePaddle({
        environment: paddleEnvironment(),
        token: paddleClientToken,
        eventCallback: (event) => {
          const kind = checkoutEvent(event);
          if (kind) listener?.(kind);
        },
      }),
    )
    .then((instance) => {
      if (!instance) throw new Error('Paddle.js not available');
      return instance;
    })
    .catch((error: unknown) => {
      paddle = null;
      throw error;
    });
  return paddle;
}

/** The price preview of the three plans (one of each), as core's pricing reads it. */
export async function previewPrices(ids: PriceIds): Promise<PricePreview> {
  const instance = await loadPaddle();
  const response = await instance.PricePreview({
    items: [ids.starter, ids.monthly, ids.annually].map((priceId) => ({ priceId, quantity: 1 })),
  });
  return {
    currencyCode: response.data.currencyCode,
    lines: response.data.details.lineItems.map((line) => ({
      price: {
        id: line.price.id,
        description: line.price.description,
        billingCycle: line.price.billingCycle,
      },
      totals: { total: line.totals.total },
    })),
  };
}

export interface CheckoutRequest {
  priceId: string;
  email: string;
  userId: string;
  theme: 'dark' | 'light';
  locale: string;
}

/** Opens the overlay checkout; `onEvent` hears its completion, closing and failures. */
export async function openCheckout(
  request: CheckoutRequest,
  onEvent: (event: CheckoutEvent) => void,
): Promise<void> {
  const instance = await loadPaddle();
  listener = onEvent;
  instance.Checkout.open({
    items: [{ priceId: request.priceId, quantity: 1 }],
    customer: { email: request.email },
    customData: { user_id: request.userId },
    settings: { displayMode: 'overlay', theme: request.theme, locale: request.locale },
  });
}
