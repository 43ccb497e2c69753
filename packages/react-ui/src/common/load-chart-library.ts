/**
 * Starts fetching the charts' library before a chart asks for it (the same
 * module the charts import, so the same file): a screen that knows it will
 * draw a chart starts the fetch as its numbers arrive, beside its first
 * render instead of after it.
 */
export function loadChartLibrary(): Promise<unknown> {
  return import('./chart-library');
}
