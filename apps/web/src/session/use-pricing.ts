/**
 * The price cards' figures: the deployment's price ids, previewed by
 * the payment provider in the visitor's currency. A failure shows "--" on
 * every card and the spec's notice.
 */
import {
  PRICE_LOAD_FAILED_MESSAGE,
  type PriceIds,
  type Pricing,
  placeholderPricing,
  pricingFromPreview,
} from '@typeshelf/core/accounts';
import { useEffect, useState } from 'react';
import { notify } from '../page/notifications';
import { loadPriceIds } from './backend-service';
import { previewPrices } from './paddle-checkout';

export type PricingState =
  | { status: 'loading' }
  | { status: 'ready'; pricing: Pricing; ids: PriceIds | null };

export function usePricing(): PricingState {
  const [state, setState] = useState<PricingState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const fail = (ids: PriceIds | null) => {
      if (!live) return;
      notify({ title: PRICE_LOAD_FAILED_MESSAGE, type: 'error' });
      setState({ status: 'ready', pricing: placeholderPricing(ids ?? {}), ids });
    };
    void loadPriceIds().then((ids) => {
      if (!ids) return fail(null);
      previewPrices(ids).then(
        (preview) => {
          if (live)
            setState({ status: 'ready', pricing: pricingFromPreview(preview, ids, navigator.language), ids });
        },
        (error: unknown) => {
          console.error('Price preview failed', error);
          fail(ids);
        },
      );
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
