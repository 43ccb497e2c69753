import { createResultsChart, type ResultsChartColours, type ResultsChartPoint } from './results-chart-setup';

/**
 * Until the chart's canvases know their pixel size: a ResizeObserver reports
 * it in the next frame's rendering, after its animation-frame callbacks, so a
 * task queued from one runs once it has.
 */
const sized = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The results chart as a PNG data URL, for a picture that shows it at `size`
 * CSS pixels with `pixelRatio` pixels to each. lightweight-charts draws at
 * the screen's pixel ratio, so the chart is made that much larger (text and
 * lines too) out of sight, taken with its own `takeScreenshot()` and removed:
 * a picture of a live chart would copy its table and every one of its canvases.
 */
export async function resultsChartPicture(
  points: readonly ResultsChartPoint[],
  colours: ResultsChartColours,
  size: { width: number; height: number },
  pixelRatio: number,
): Promise<string> {
  const charts = await import('../common/chart-library');
  const scale = pixelRatio / (window.devicePixelRatio || 1);
  const drawn = { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
  const host = document.createElement('div');
  host.style.cssText = `position:fixed;left:-10000px;top:0;width:${drawn.width}px;height:${drawn.height}px`;
  document.body.append(host);
  const chart = createResultsChart(charts, host, points, colours, { size: drawn, scale });
  try {
    await sized();
    return chart.takeScreenshot().toDataURL('image/png');
  } finally {
    chart.remove();
    host.remove();
  }
}
