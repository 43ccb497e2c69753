// The development stand-in for Paddle.js that `npm start -- --payments=local`
// serves (scripts/local-payments.mjs). It installs itself where
// @paddle/paddle-js looks first, previews the development prices, and its
// checkout is a test-card screen: paying posts the purchase to the server,
// which delivers the signed webhook event to the local stack, then reports
// checkout.completed as Paddle does. Development only; never deployed.
(() => {
  const PLANS = {
    pri_dev_starter_lifetime: { name: 'Starter Lifetime Access', total: '4999', cycle: null },
    pri_dev_pro_monthly: { name: 'Monthly Pro Subscription', total: '499', cycle: 'month' },
    pri_dev_pro_annually: { name: 'Annual Pro Subscription', total: '4788', cycle: 'year' },
  };
  const TEST_CARD = '4242 4242 4242 4242';
  let callback = null;
  let open = null;
  const emit = (name, data = {}) => callback?.({ name, data });
  const dollars = (cents) => `$${(Number(cents) / 100).toFixed(2)}`;

  const css = `
.lp-backdrop{position:fixed;inset:0;z-index:2147483000;display:grid;place-items:center;padding:16px;background:rgb(0 0 0/.55);font:16px/1.4 system-ui,sans-serif}
.lp-dialog{width:min(420px,100%);max-height:100%;overflow:auto;box-sizing:border-box;padding:24px;border-radius:12px;background:#fff;color:#1d1d1f;box-shadow:0 12px 40px rgb(0 0 0/.35)}
.lp-dialog--dark{background:#202124;color:#f1f1f1}
.lp-dialog h2{margin:0 0 4px;font-size:1.25rem}
.lp-tag{display:inline-block;margin:0 0 16px;padding:2px 8px;border-radius:999px;background:#ffe8a3;color:#4a3800;font-size:.8rem;font-weight:600}
.lp-summary{display:flex;justify-content:space-between;gap:12px;margin:0 0 16px;padding:12px;border-radius:8px;background:rgb(127 127 127/.12)}
.lp-dialog label{display:block;margin:0 0 12px;font-size:.9rem}
.lp-dialog input{display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:10px;border:1px solid #8a8a8a;border-radius:6px;font:inherit;background:transparent;color:inherit}
.lp-row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.lp-hint{margin:0 0 16px;font-size:.85rem;opacity:.8}
.lp-error{margin:0 0 12px;color:#b00020;font-weight:600}
.lp-dialog--dark .lp-error{color:#ff8a80}
.lp-actions{display:flex;gap:12px;justify-content:flex-end}
.lp-actions button{padding:10px 18px;border-radius:6px;border:1px solid #8a8a8a;font:inherit;cursor:pointer;background:transparent;color:inherit}
.lp-actions .lp-pay{border-color:#1a56db;background:#1a56db;color:#fff;font-weight:600}
.lp-actions button:disabled{opacity:.6;cursor:wait}`;

  function close(event) {
    if (!open) return;
    open.remove();
    open = null;
    if (event) emit(event);
  }

  function checkoutScreen(options) {
    const priceId = options.items?.[0]?.priceId;
    const plan = PLANS[priceId];
    const userId = options.customData?.user_id ?? '';
    const dark = options.settings?.theme === 'dark';
    const backdrop = document.createElement('div');
    backdrop.className = 'lp-backdrop';
    backdrop.innerHTML = `<style>${css}</style>
<form class="lp-dialog${dark ? ' lp-dialog--dark' : ''}" role="dialog" aria-modal="true" aria-labelledby="lp-title">
  <h2 id="lp-title">Test checkout</h2>
  <p class="lp-tag">Development stand-in: no money moves</p>
  <div class="lp-summary"><span class="lp-plan"></span><strong class="lp-total"></strong></div>
  <label>E-mail<input name="email" type="email" readonly></label>
  <label>Card number<input name="card" inputmode="numeric" autocomplete="off" required></label>
  <div class="lp-row">
    <label>Expiry<input name="expiry" value="12/34" required></label>
    <label>CVC<input name="cvc" value="123" inputmode="numeric" required></label>
  </div>
  <p class="lp-hint">The test card ${TEST_CARD} pays; any other card is declined.</p>
  <p class="lp-error" role="alert"></p>
  <div class="lp-actions"><button type="button" class="lp-cancel">Cancel</button><button type="submit" class="lp-pay">Pay</button></div>
</form>`;
    const form = backdrop.querySelector('form');
    const error = backdrop.querySelector('.lp-error');
    const pay = backdrop.querySelector('.lp-pay');
    backdrop.querySelector('.lp-plan').textContent = plan ? plan.name : `Unknown price ${priceId}`;
    backdrop.querySelector('.lp-total').textContent = plan
      ? `${dollars(plan.total)}${plan.cycle ? ` / ${plan.cycle}` : ''}`
      : '--';
    form.elements.email.value = options.customer?.email ?? '';
    form.elements.card.value = TEST_CARD;
    backdrop.querySelector('.lp-cancel').addEventListener('click', () => close('checkout.closed'));
    backdrop.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close('checkout.closed');
    });
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      error.textContent = '';
      if (form.elements.card.value.replace(/\s/g, '') !== TEST_CARD.replace(/\s/g, '')) {
        error.textContent = `Card declined. Use the test card ${TEST_CARD}.`;
        emit('checkout.payment.failed');
        return;
      }
      pay.disabled = true;
      pay.textContent = 'Paying...';
      const response = await fetch(new URL('complete', scriptUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ priceId, userId }),
      }).catch(() => null);
      if (response?.ok) {
        // Paddle's overlay reports the completion, then its closing once the buyer leaves it.
        emit('checkout.completed', { items: [{ price_id: priceId }], custom_data: { user_id: userId } });
        close('checkout.closed');
        return;
      }
      const detail = response
        ? await response.json().catch(() => ({}))
        : { error: 'npm start is not answering' };
      pay.disabled = false;
      pay.textContent = 'Pay';
      error.textContent = `The payment could not be delivered to the local backend (${detail.error ?? `webhook ${detail.webhook}`}).`;
      emit('checkout.error');
    });
    return backdrop;
  }

  // Captured while the script runs: document.currentScript is null in later callbacks.
  const scriptUrl = document.currentScript?.src ?? new URL('/local-payments/paddle.js', location.href).href;

  const Paddle = {
    Initialized: false,
    Environment: { set() {} },
    Initialize(options) {
      callback = options.eventCallback ?? null;
      Paddle.Initialized = true;
    },
    Update(options) {
      if (options.eventCallback) callback = options.eventCallback;
    },
    PricePreview(params) {
      return Promise.resolve({
        data: {
          currencyCode: 'USD',
          details: {
            lineItems: params.items
              .filter((item) => item.priceId in PLANS)
              .map((item) => ({
                price: {
                  id: item.priceId,
                  description: PLANS[item.priceId].name,
                  billingCycle: PLANS[item.priceId].cycle
                    ? { interval: PLANS[item.priceId].cycle, frequency: 1 }
                    : null,
                },
                totals: { total: PLANS[item.priceId].total },
              })),
          },
        },
      });
    },
    Checkout: {
      open(options) {
        close(null);
        open = checkoutScreen(options);
        document.body.append(open);
        emit('checkout.loaded');
        open.querySelector('.lp-pay').focus();
      },
      close() {
        close('checkout.closed');
      },
      updateCheckout() {},
      updateItems() {},
    },
  };
  window.PaddleBillingV1 = Paddle;
  window.Paddle = Paddle;
})();
