/**
 * The parts of lightweight-charts the app draws with, the one module its
 * charts import (always dynamically): with the names spelled out, the bundle
 * keeps these and drops the series kinds and plugins no chart uses.
 */
export { createChart, HistogramSeries, LineSeries } from 'lightweight-charts';

/** What a chart drawing receives once the library has loaded. */
export type ChartLibrary = Pick<
  typeof import('lightweight-charts'),
  'createChart' | 'HistogramSeries' | 'LineSeries'
>;
