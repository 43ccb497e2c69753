import { render } from 'ink';
import { useSyncExternalStore } from 'react';
import {
  initialProgress,
  type ProgressSink,
  type ProgressState,
  progressReducer,
} from '../progress/progress-state';
import { ProgressView } from './progress-view';

/** How often the ETA refreshes while no item finishes. */
const TICK_MS = 250;

function createProgressStore(title: string, at: number) {
  let state = initialProgress(title, at);
  const listeners = new Set<() => void>();
  return {
    dispatch: ((event) => {
      state = progressReducer(state, event);
      for (const listener of listeners) listener();
    }) satisfies ProgressSink,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): ProgressState => state,
  };
}

type ProgressStore = ReturnType<typeof createProgressStore>;

function LiveProgress({ store }: { store: ProgressStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return <ProgressView state={state} />;
}

/** A terminal progress display; `finish` draws the last frame and releases the terminal. */
export interface LiveProgress {
  sink: ProgressSink;
  finish(): Promise<void>;
}

/** Renders a batch's progress with Ink on a terminal, refreshing the ETA on a timer. */
export function startLiveProgress(title: string, clock: () => number = Date.now): LiveProgress {
  const store = createProgressStore(title, clock());
  const app = render(<LiveProgress store={store} />, { exitOnCtrlC: true, patchConsole: false });
  const timer = setInterval(() => store.dispatch({ type: 'tick', at: clock() }), TICK_MS);
  return {
    sink: store.dispatch,
    async finish() {
      clearInterval(timer);
      store.dispatch({ type: 'tick', at: clock() });
      app.unmount();
      await app.waitUntilExit();
    },
  };
}
