import { useEffect, useRef } from 'react';

/** One point of the results chart: a paragraph's figures. */
export interface ResultsChartPoint {
  wpm: number;
  raw: number;
  acc: number;
}

export interface ResultsChartProps {
  points: readonly ResultsChartPoint[];
  /** Accessible summary; the canvas itself says nothing to screen readers. */
  label: string;
  /** Called once the lines are painted (the share picture waits for it). */
  onDrawn?: () => void;
}

/**
 * Speed, raw speed and accuracy per paragraph, drawn with lightweight-charts
 * (loaded on demand: it is the heaviest module of the results screen). The
 * x axis is the paragraph number, passed as the chart's time value.
 */
export function ResultsChart({ points, label, onDrawn }: ResultsChartProps) {
  const host = useRef<HTMLDivElement>(null);
  // Kept in a ref so a new callback does not redraw the chart.
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    if (points.length === 0) {
      drawn.current?.();
      return;
    }
    let disposed = false;
    let remove: (() => void) | null = null;
    void import('lightweight-charts').then(({ createChart, LineSeries }) => {
      if (disposed) return;
      // The theme's tokens, read once the chart is drawn (the chart paints on a canvas, out of CSS's reach).
      const style = getComputedStyle(el);
      const token = (name: string) => style.getPropertyValue(`--${name}`).trim();
      const text = token('muted');
      const grid = token('border');
      const chart = createChart(el, {
        autoSize: true,
        layout: { attributionLogo: false, background: { color: 'transparent' }, textColor: text },
        grid: { vertLines: { color: grid }, horzLines: { color: grid } },
        rightPriceScale: { visible: true },
        leftPriceScale: { visible: true },
        timeScale: {
          tickMarkFormatter: (time: unknown) => String(time),
          fixLeftEdge: true,
          fixRightEdge: true,
        },
        localization: { timeFormatter: (time: unknown) => `Paragraph ${String(time)}` },
        handleScroll: false,
        handleScale: false,
      });
      const at = (i: number) => (i + 1) as unknown as import('lightweight-charts').Time;
      const wpm = chart.addSeries(LineSeries, { color: token('accent'), lineWidth: 2, title: 'wpm' });
      const raw = chart.addSeries(LineSeries, {
        color: token('muted'),
        lineWidth: 1,
        lineStyle: 2,
        title: 'raw',
      });
      const acc = chart.addSeries(LineSeries, {
        color: token('warning'),
        lineWidth: 1,
        priceScaleId: 'left',
        title: 'acc %',
      });
      wpm.setData(points.map((p, i) => ({ time: at(i), value: p.wpm })));
      raw.setData(points.map((p, i) => ({ time: at(i), value: p.raw })));
      acc.setData(points.map((p, i) => ({ time: at(i), value: p.acc })));
      chart.timeScale().fitContent();
      remove = () => chart.remove();
      // lightweight-charts paints on the next animation frame; the one after it sees the pixels.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (!disposed) drawn.current?.();
        }),
      );
    });
    return () => {
      disposed = true;
      remove?.();
    };
  }, [points]);
  return <div className="results-chart" ref={host} role="img" aria-label={label} />;
}
