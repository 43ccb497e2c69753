import { useEffect, useRef } from 'react';
import { createResultsChart, type ResultsChartPoint, resultsChartColours } from './results-chart-setup';

export type { ResultsChartPoint } from './results-chart-setup';

export interface ResultsChartProps {
  points: readonly ResultsChartPoint[];
  /** Accessible summary; the canvas itself says nothing to screen readers. */
  label: string;
}

/**
 * Speed, raw speed and accuracy per paragraph, drawn with lightweight-charts
 * (loaded on demand: it is the heaviest module of the results screen).
 */
export function ResultsChart({ points, label }: ResultsChartProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el || points.length === 0) return;
    let disposed = false;
    let remove: (() => void) | null = null;
    void import('../common/chart-library').then((charts) => {
      if (disposed) return;
      const chart = createResultsChart(charts, el, points, resultsChartColours(el));
      remove = () => chart.remove();
    });
    return () => {
      disposed = true;
      remove?.();
    };
  }, [points]);
  return (
    <figure className="results-chart-figure">
      <div className="results-chart" ref={host} role="img" aria-label={label} />
      <ul className="chart-legend" aria-hidden="true">
        <li data-series="wpm">wpm (right)</li>
        <li data-series="raw">raw (right)</li>
        <li data-series="acc">accuracy % (left)</li>
      </ul>
    </figure>
  );
}
