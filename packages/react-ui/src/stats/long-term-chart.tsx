import { longDate, type SeriesPoint } from '@typeshelf/core/stats';
import { useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../common/after-next-paint';
import {
  AXIS_SCALE,
  type Axis,
  axisSeriesOptions,
  countRange,
  fixedAutoscale,
  percentAxis,
  speedAxis,
  toAxis,
} from '../common/chart-axes';
import type { ChartLibrary } from '../common/chart-library';
import { loadChartLibrary, loadedChartLibrary } from '../common/load-chart-library';
import { formatDuration } from '../results/stats-grid';
import { percentText, wpmText } from './stat-format';

export interface LongTermChartProps {
  /** Points oldest first (a day or a week each). */
  points: readonly SeriesPoint[];
  /** 'Daily' or 'Weekly': names the chart and its table. */
  title: string;
  /** Called once the chart has painted (the stats benchmark's finish line). */
  onPainted?: () => void;
}

/** Whether an element's box reaches into the viewport or the half screen below it. */
function nearViewport(el: Element): boolean {
  const { top, bottom } = el.getBoundingClientRect();
  return top < window.innerHeight * 1.5 && bottom > -window.innerHeight * 0.5;
}

/**
 * Calls `draw` once: when the element nears the viewport, or once the page
 * has painted and the main thread is idle, whichever comes first. Returns
 * a cancel.
 */
function drawSoon(el: Element, draw: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    draw();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) once();
    },
    { rootMargin: '50% 0px' },
  );
  observer.observe(el);
  const idle =
    window.requestIdleCallback?.bind(window) ?? ((callback: () => void) => window.setTimeout(callback, 50));
  const cancelIdle = window.cancelIdleCallback?.bind(window) ?? window.clearTimeout.bind(window);
  let idleId: number | null = null;
  const frame = requestAnimationFrame(() => {
    idleId = idle(once, { timeout: 1000 });
  });
  const cancel = () => {
    done = true;
    observer.disconnect();
    cancelAnimationFrame(frame);
    if (idleId !== null) cancelIdle(idleId);
  };
  return cancel;
}

/**
 * Speed, accuracy, consistency and typing time over time, drawn with
 * lightweight-charts (fetched as the numbers arrive). Days with nothing
 * typed leave gaps in the percentages and speed and show 0 minutes. The
 * same points are in a table beside it for anyone not reading the canvas.
 *
 * A chart in view is made as its page commits, so both reach the screen in
 * one frame. One further down (below the recent list on /stats) is made
 * after the page's first paint, when the page is idle or the chart nears
 * the viewport: making a chart and its first draw took about as long as
 * the rest of the screen's first opening, for something not yet seen.
 */
export function LongTermChart({ points, title, onPainted }: LongTermChartProps) {
  const host = useRef<HTMLDivElement>(null);
  // The figures' table is built when its disclosure first opens: closed, nothing of it is shown or
  // read out, and its rows were a fifth of the screen's elements on its first render.
  const [tableOpened, setTableOpened] = useState(false);
  const painted = useRef(onPainted);
  painted.current = onPainted;
  const typed = points.filter((p) => p.wpm !== null);
  const empty = typed.length === 0;
  // In view, made as the page commits, before the browser draws it, when the library has loaded
  // already (fetched as the numbers arrived): the page and its charts then reach the screen in one
  // frame, where a passive effect could run after a first paint without them and take a second.
  useLayoutEffect(() => {
    const el = host.current;
    if (!el) return;
    let disposed = false;
    let remove: (() => void) | null = null;
    const draw = ({ createChart, HistogramSeries, LineSeries }: ChartLibrary) => {
      if (disposed) return;
      const style = getComputedStyle(el);
      const token = (name: string) => style.getPropertyValue(`--${name}`).trim();
      const chart = createChart(el, {
        autoSize: true,
        layout: { attributionLogo: false, background: { color: 'transparent' }, textColor: token('muted') },
        grid: { vertLines: { visible: false }, horzLines: { color: token('border') } },
        leftPriceScale: { visible: true, ...AXIS_SCALE },
        rightPriceScale: { visible: true, ...AXIS_SCALE },
        timeScale: { fixLeftEdge: true, fixRightEdge: true },
        handleScroll: false,
        handleScale: false,
      });
      type Time = import('lightweight-charts').Time;
      const at = (p: SeriesPoint) => p.label as Time;
      const line = (axis: Axis | null, value: (p: SeriesPoint) => number | null) =>
        points.map((p) => {
          const v = value(p);
          return v === null ? { time: at(p) } : { time: at(p), value: toAxis(axis, v) };
        });
      // Labels and price lines of every series would crowd a small chart: the legend names them.
      // A single day shows as points, not a dash at the edge.
      const quiet = {
        lastValueVisible: false,
        priceLineVisible: false,
        pointMarkersVisible: points.filter((p) => p.wpm !== null).length === 1,
      } as const;
      // Speed on the right, percentages on the left, both on round axes with even ticks that share
      // the grid lines (chart-axes.ts); the minutes are bars on an overlay scale without labels.
      const speeds = speedAxis(points.map((p) => p.wpm));
      const percents = percentAxis(points.flatMap((p) => [p.acc, p.con]));
      const whole = { type: 'price', precision: 0, minMove: 1 } as const;
      const minutes = chart.addSeries(HistogramSeries, {
        ...quiet,
        color: token('accent-soft'),
        priceScaleId: 'time',
        priceFormat: whole,
        autoscaleInfoProvider: fixedAutoscale(
          countRange(points.map((p) => Math.round(p.typingTime / 60_000))),
        ),
      });
      chart.priceScale('time').applyOptions({ scaleMargins: { top: 0.7, bottom: 0 } });
      minutes.setData(points.map((p) => ({ time: at(p), value: Math.round(p.typingTime / 60_000) })));
      chart
        .addSeries(LineSeries, {
          ...quiet,
          ...axisSeriesOptions(speeds),
          color: token('accent'),
          lineWidth: 2,
          priceScaleId: 'right',
        })
        .setData(line(speeds, (p) => p.wpm));
      chart
        .addSeries(LineSeries, {
          ...quiet,
          ...axisSeriesOptions(percents),
          color: token('ok'),
          lineWidth: 2,
          priceScaleId: 'left',
        })
        .setData(line(percents, (p) => p.acc));
      chart
        .addSeries(LineSeries, {
          ...quiet,
          ...axisSeriesOptions(percents),
          color: token('warning'),
          lineWidth: 2,
          lineStyle: 2,
          priceScaleId: 'left',
        })
        .setData(line(percents, (p) => p.con));
      chart.timeScale().fitContent();
      remove = () => chart.remove();
      afterNextPaint(() => {
        if (!disposed) painted.current?.();
      });
    };
    const start = () => {
      const library = loadedChartLibrary();
      if (library) draw(library);
      else void loadChartLibrary().then(draw);
    };
    let cancel: (() => void) | null = null;
    if (nearViewport(el)) start();
    else cancel = drawSoon(el, start);
    return () => {
      disposed = true;
      cancel?.();
      remove?.();
    };
  }, [points]);

  if (empty)
    return (
      <figure className="long-term-chart long-term-chart--empty">
        <p className="chart-empty">
          <strong>Nothing typed in this period yet.</strong> Type a few paragraphs and your speed, accuracy
          and typing time will draw a line here, day by day.
        </p>
      </figure>
    );
  return (
    <figure className="long-term-chart">
      <div
        className="long-term-chart__canvas"
        ref={host}
        role="img"
        aria-label={`${title} speed, accuracy, consistency and typing time; the table below lists the same figures`}
      />
      <ul className="long-term-chart__legend" aria-hidden="true">
        <li data-series="wpm">Speed (wpm, right)</li>
        <li data-series="acc">Accuracy % (left)</li>
        <li data-series="con">Consistency % (left)</li>
        <li data-series="time">Typing time (minutes)</li>
      </ul>
      <details
        className="long-term-chart__data"
        onToggle={(event) => {
          if (event.currentTarget.open) setTableOpened(true);
        }}
      >
        <summary>{title} figures as a table</summary>
        {tableOpened ? (
          <>
            {/* A scrolling region takes the focus so the keyboard can scroll it (it holds no links). */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: see above. */}
            <section className="table-scroll" tabIndex={0} aria-label={`${title} figures`}>
              <table className="stats-table">
                <thead>
                  <tr>
                    <th scope="col">{title === 'Weekly' ? 'Week of' : 'Day'}</th>
                    <th scope="col">Speed</th>
                    <th scope="col">Accuracy</th>
                    <th scope="col">Consistency</th>
                    <th scope="col">Typing time</th>
                  </tr>
                </thead>
                <tbody>
                  {points.map((p) => (
                    <tr key={p.label} data-day={p.label}>
                      <th scope="row">{longDate(p.label)}</th>
                      <td>{p.wpm === null ? '–' : `${wpmText(p.wpm)} wpm`}</td>
                      <td>{percentText(p.acc)}</td>
                      <td>{percentText(p.con)}</td>
                      <td>{formatDuration(p.typingTime)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </>
        ) : null}
      </details>
    </figure>
  );
}
