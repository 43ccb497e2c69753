import type { IChartApi, LineWidth, Time } from 'lightweight-charts';
import { AXIS_SCALE, axisSeriesOptions, percentAxis, speedAxis, toAxis } from '../common/chart-axes';

type Charts = import('../common/chart-library').ChartLibrary;

/** One point of the results chart: a paragraph's figures. */
export interface ResultsChartPoint {
  wpm: number;
  raw: number;
  acc: number;
}

/** The theme's colours the chart paints with (a canvas is out of CSS's reach). */
export interface ResultsChartColours {
  text: string;
  grid: string;
  wpm: string;
  raw: string;
  acc: string;
}

/** The colours of the theme that applies at `el`. */
export function resultsChartColours(el: Element): ResultsChartColours {
  const style = getComputedStyle(el);
  const token = (name: string) => style.getPropertyValue(`--${name}`).trim();
  return {
    text: token('muted'),
    grid: token('border'),
    wpm: token('accent'),
    raw: token('muted'),
    acc: token('warning'),
  };
}

export interface ResultsChartLayout {
  /** A fixed size in CSS pixels; without it the chart follows its element's size. */
  size?: { width: number; height: number };
  /** Text and lines this many times their size on screen (a chart drawn large to be shown small). */
  scale?: number;
}

/**
 * Speed and raw speed (right scale) and accuracy (left scale) per paragraph
 * in `el`: the results screen's chart, and the share picture's. The x axis is
 * the paragraph number, passed as the chart's time value.
 */
export function createResultsChart(
  { createChart, LineSeries }: Charts,
  el: HTMLElement,
  points: readonly ResultsChartPoint[],
  colours: ResultsChartColours,
  { size, scale = 1 }: ResultsChartLayout = {},
): IChartApi {
  const line = (width: number) => Math.min(4, Math.max(1, Math.round(width * scale))) as LineWidth;
  const chart = createChart(el, {
    ...(size ? { width: size.width, height: size.height } : { autoSize: true }),
    layout: {
      attributionLogo: false,
      background: { color: 'transparent' },
      textColor: colours.text,
      fontSize: Math.round(12 * scale),
    },
    grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
    rightPriceScale: { visible: true, ...AXIS_SCALE },
    leftPriceScale: { visible: true, ...AXIS_SCALE },
    timeScale: {
      tickMarkFormatter: (time: unknown) => String(time),
      fixLeftEdge: true,
      fixRightEdge: true,
    },
    localization: { timeFormatter: (time: unknown) => `Paragraph ${String(time)}` },
    handleScroll: false,
    handleScale: false,
  });
  const at = (i: number) => (i + 1) as unknown as Time;
  // Round axes with even, whole-number ticks (chart-axes.ts); the series are named by the legend
  // beside the chart, not by tags on the axes, which covered the axis labels. One paragraph shows as
  // a point.
  const quiet = {
    priceLineVisible: false,
    lastValueVisible: false,
    pointMarkersVisible: points.length === 1,
  } as const;
  const speeds = speedAxis(points.flatMap((p) => [p.wpm, p.raw]));
  const percents = percentAxis(points.map((p) => p.acc));
  const wpm = chart.addSeries(LineSeries, {
    ...quiet,
    ...axisSeriesOptions(speeds),
    color: colours.wpm,
    lineWidth: line(2),
  });
  const raw = chart.addSeries(LineSeries, {
    ...quiet,
    ...axisSeriesOptions(speeds),
    color: colours.raw,
    lineWidth: line(1),
    lineStyle: 2,
  });
  const acc = chart.addSeries(LineSeries, {
    ...quiet,
    ...axisSeriesOptions(percents),
    color: colours.acc,
    lineWidth: line(1),
    priceScaleId: 'left',
  });
  wpm.setData(points.map((p, i) => ({ time: at(i), value: toAxis(speeds, p.wpm) })));
  raw.setData(points.map((p, i) => ({ time: at(i), value: toAxis(speeds, p.raw) })));
  acc.setData(points.map((p, i) => ({ time: at(i), value: toAxis(percents, p.acc) })));
  chart.timeScale().fitContent();
  return chart;
}
