import { printTable, sample, summarise } from '@typeshelf/fixtures';

// The harness's own floor: the cost of timing an empty function. Later
// benchmarks read their figures against it.
const empty = summarise(
  'empty function',
  sample(() => undefined, 100_000),
);
printTable('Benchmark harness floor (ms per call)', [{ ...empty }]);
