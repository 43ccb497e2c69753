/**
 * The sync's runs, one after another so two never interleave (each reads
 * what the one before it stored). A run for live changes that is still
 * waiting its turn takes in the steps of changes heard meanwhile, so a burst
 * of another device's writes costs one run rather than one per change.
 */
export type RunSteps<Step> = (steps: readonly Step[], live?: boolean) => Promise<boolean>;

/**
 * `perform` does one run's steps (in the order `order` lists them, whatever
 * order they were asked in) and says whether all went well; `onActive`
 * hears how many runs are queued or under way whenever that changes.
 */
export function syncRunQueue<Step>(
  order: readonly Step[],
  perform: (steps: readonly Step[], live: boolean) => Promise<boolean>,
  onActive: (active: number) => void,
): RunSteps<Step> {
  let running: Promise<unknown> = Promise.resolve();
  let active = 0;
  let waitingLive: { steps: Set<Step>; done: Promise<boolean> } | null = null;

  return (asked, live = false) => {
    if (live && waitingLive) {
      for (const step of asked) waitingLive.steps.add(step);
      return waitingLive.done;
    }
    const wanted = new Set(asked);
    active += 1;
    onActive(active);
    const next = running.then(() => {
      // From here on, a change heard is after this run's pull began: it needs a run of its own.
      if (live) waitingLive = null;
      return perform(
        order.filter((step) => wanted.has(step)),
        live,
      );
    });
    running = next
      .catch(() => undefined)
      .finally(() => {
        active -= 1;
        onActive(active);
      });
    if (live) waitingLive = { steps: wanted, done: next };
    return next;
  };
}
