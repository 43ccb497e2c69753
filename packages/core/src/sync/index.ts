export * from './custom-books-sync';
export * from './health-check';
export * from './paragraph-row';
export * from './pending-queue';
export * from './pull-plan';
export * from './settings-sync';
export * from './start-up';
export * from './sync-constants';
