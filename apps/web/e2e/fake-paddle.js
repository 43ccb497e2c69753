// A stand-in for Paddle.js served by the browser tests instead of the CDN script: it records
// what the app asks for and lets the test fire checkout events. `window.__fakePaddleConfig`
// (set before the page loads) gives the preview's currency and totals, or `fail: true`.
(() => {
  const config = window.__fakePaddleConfig ?? {};
  const state = { environment: null, token: null, opened: [], previews: [], callback: null };
  const emit = (name, data = {}) => state.callback?.({ name, data });
  const Paddle = {
    Initialized: false,
    Environment: {
      set(environment) {
        state.environment = environment;
      },
    },
    Initialize(options) {
      state.token = options.token;
      state.callback = options.eventCallback;
      Paddle.Initialized = true;
    },
    Update(options) {
      if (options.eventCallback) state.callback = options.eventCallback;
    },
    PricePreview(params) {
      state.previews.push(params);
      if (config.fail) return Promise.reject(new Error('preview failed'));
      const totals = config.totals ?? {};
      return Promise.resolve({
        data: {
          currencyCode: config.currencyCode ?? 'USD',
          details: {
            lineItems: params.items
              .filter((item) => item.priceId in totals)
              .map((item) => ({
                price: { id: item.priceId, description: item.priceId, billingCycle: null },
                totals: { total: String(totals[item.priceId]) },
              })),
          },
        },
        meta: { requestId: 'fake' },
      });
    },
    Checkout: {
      open(options) {
        state.opened.push(options);
        emit('checkout.loaded');
      },
      close() {
        emit('checkout.closed');
      },
      updateCheckout() {},
      updateItems() {},
    },
  };
  window.__fakePaddle = { state, emit };
  window.Paddle = Paddle;
  window.PaddleBillingV1 = Paddle;
})();
