/**
 * Tabs of one profile each keep records in memory (the progress records
 * above all). A tab that wrote tells the others, and they read the records
 * again before their next save: building on a copy that misses the other
 * tab's results would drop them from the recent list and the chapter figures
 * (or, with the same paragraph typed in both tabs, count it twice).
 */

/** The channel of one profile's database; `post` after a write, `close` when the profile goes. */
export interface TabNotice {
  post(): void;
  close(): void;
}

export function tabNotice(databaseName: string, onOtherTabWrote: () => void): TabNotice {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, close: () => {} };
  const channel = new BroadcastChannel(`typeshelf-progress:${databaseName}`);
  channel.onmessage = () => onOtherTabWrote();
  // Under Node (the data layer's unit tests) an open channel would keep the process alive.
  (channel as { unref?: () => void }).unref?.();
  return {
    post: () => channel.postMessage('written'),
    close: () => channel.close(),
  };
}
