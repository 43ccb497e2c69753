/**
 * Starts fetching the charts' library before a chart asks for it (the same
 * module the charts import, so the same file): a screen that knows it will
 * draw a chart starts the fetch as its numbers arrive, beside its first
 * render instead of after it. Once loaded it is kept, so a chart made later
 * draws in the same task as its page's commit rather than a task after it.
 */
import type { ChartLibrary } from './chart-library';

let loaded: ChartLibrary | null = null;

export function loadChartLibrary(): Promise<ChartLibrary> {
  return import('./chart-library').then((library) => {
    loaded = library;
    return library;
  });
}

/** The charts' library when it has loaded already; null before. */
export function loadedChartLibrary(): ChartLibrary | null {
  return loaded;
}
