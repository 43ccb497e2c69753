/**
 * The payment provider through @paddle/paddle-js: loaded only on /pricing,
 * with the deployment's token and environment. Price previews come back in
 * core's shape; checkout events reach whoever opened the checkout. A build
 * for `npm start -- --payments=local` loads the development stand-in that
 * `npm start` serves instead of Paddle's script (its checkout delivers a
 * signed webhook to the local stack); no other build contains that branch.
 */
import type { Paddle, PaddleEventData } from '@paddle/paddle-js';
import type { PriceIds, PricePreview } from '@typeshelf/core/accounts';
import { staticUrl } from '../page/static-url';
import { paymentConfig } from './backend-service';

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

/** The stand-in's script, which installs itself where @paddle/paddle-js looks for Paddle.js first. */
function loadLocalStandIn(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = staticUrl('local-payments/paddle.js');
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('The local payment stand-in did not load'));
    document.head.append(script);
  });
}

/** Loads and initialises Paddle.js once; a failed load may be tried again. */
export function loadPaddle(): Promise<Paddle> {
  const { token, environment } = paymentConfig();
  // Read in place, so every other build folds it to false and leaves the stand-in's loader out.
  const local = import.meta.env.TYPESHELF_LOCAL_PAYMENTS === 'on';
  paddle ??= (local ? loadLocalStandIn() : Promise.resolve())
    .then(() => import('@paddle/paddle-js'))
    .then(({ initializePaddle }) =>
      initializePaddle({
        environment,
        token,
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
