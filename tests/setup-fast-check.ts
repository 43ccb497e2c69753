import fc from 'fast-check';

/**
 * Every property test draws from one seed so a failure can be replayed:
 * `FC_SEED=<seed printed by the test run> pnpm test:unit`.
 */
const raw = process.env.FC_SEED;
const seed = raw !== undefined && raw !== '' ? Number(raw) : undefined;
if (seed !== undefined && Number.isFinite(seed)) fc.configureGlobal({ seed });
