import { InvalidArgumentError } from 'commander';

/** `--jobs <n>`: a positive whole number. */
export function parseJobs(value: string): number {
  const jobs = Number(value);
  if (!Number.isInteger(jobs) || jobs < 1)
    throw new InvalidArgumentError('Expected a whole number of at least 1.');
  return jobs;
}

/** `--part k/n`: part k (from 1) of n. */
export function parsePart(value: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const [k, n] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || n < 1 || k < 1 || k > n) throw new InvalidArgumentError('Expected k/n, with 1 ≤ k ≤ n.');
  return { index: k - 1, count: n };
}
