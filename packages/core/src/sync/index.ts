/**
 * @typeshelf/core/sync — Synchronisation (03 §4, §7): pull, push and
 * start-up plans, the pending queue, settings and private-book plans, and
 * the server protocol (rows, filters, conflict targets, upserts).
 */
export * from './custom-books-sync';
export * from './health-check';
export * from './offline-message';
export * from './paragraph-key';
export * from './paragraph-row';
export * from './pending-queue';
export * from './practice-points';
export * from './pull-filter';
export * from './pull-plan';
export * from './reconcile-plan';
export * from './reconcile-run';
export * from './request-query';
export * from './retry-delay';
export * from './row-checks';
export * from './row-digest';
export * from './saved-progress-rows';
export * from './server-clock';
export * from './server-protocol';
export * from './server-refusal';
export * from './settings-sync';
export * from './start-up';
export * from './sync-constants';
export * from './transfer-offer';
