import { InvalidArgumentError } from 'commander';

/** `--jobs <n>`: a positive whole number. */
export function parseJobs(value: string): number {
  const jobs = Number(value);
  if (!Number.isInteger(jobs) || jobs < 1)
    throw new InvalidArgumentError('Expected a whole number of at least 1.');
  return jobs;
}
