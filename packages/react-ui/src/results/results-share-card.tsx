import { type RefObject, useEffect, useRef, useState } from 'react';
import { resultsChartPicture } from './results-chart-picture';
import { type ResultsChartPoint, resultsChartColours } from './results-chart-setup';
import { type ResultsFigures, StatsGrid } from './stats-grid';

/** The card's chart in CSS pixels (the card is 960 px wide with 32 px of padding). */
const CHART_SIZE = { width: 896, height: 260 };

export interface ResultsShareCardProps {
  /** What was finished: 'Chapter complete', 'Book complete'. */
  kicker: string;
  /** The chapter's title on the chapter view, else the book's. */
  heading: string;
  title: string;
  author: string;
  coverUrl: string | null;
  figures: ResultsFigures;
  points: readonly ResultsChartPoint[];
  /** Pixels to each CSS pixel in the picture made of the card (its chart is drawn that sharp). */
  pixelRatio: number;
  /** Called once the cover and the chart are on the card: it can be pictured. */
  onReady: () => void;
  /** The card's element, to picture. */
  ref?: RefObject<HTMLDivElement | null>;
}

/**
 * What the share picture shows (02 §2): the cover, what was finished, the six
 * figures and the chart, at a fixed size so every picture looks alike
 * whatever the window. It is kept lean for the picture's sake: a few
 * elements, and the chart as one image of a chart drawn for it.
 */
export function ResultsShareCard({
  kicker,
  heading,
  title,
  author,
  coverUrl,
  figures,
  points,
  pixelRatio,
  onReady,
  ref,
}: ResultsShareCardProps) {
  const own = useRef<HTMLDivElement>(null);
  const card = ref ?? own;
  // A cover that fails to load leaves the card: its place stays empty rather than the picture failing.
  const [cover, setCover] = useState<'loading' | 'shown' | 'none'>(coverUrl ? 'loading' : 'none');
  const [chart, setChart] = useState<string | null>(null);
  const [chartDone, setChartDone] = useState(points.length === 0);
  const announced = useRef(false);

  useEffect(() => {
    const el = card.current;
    if (!el || points.length === 0) return;
    let live = true;
    resultsChartPicture(points, resultsChartColours(el), CHART_SIZE, pixelRatio).then(
      (url) => {
        if (!live) return;
        setChart(url);
        // Its size is set, so the card is laid out as it will look; the picture copies the address.
        setChartDone(true);
      },
      (error) => {
        // The card goes without its chart rather than without a picture.
        console.error('The share chart failed:', error);
        if (live) setChartDone(true);
      },
    );
    return () => {
      live = false;
    };
  }, [card, points, pixelRatio]);

  useEffect(() => {
    if (cover === 'loading' || !chartDone || announced.current) return;
    announced.current = true;
    onReady();
  }, [cover, chartDone, onReady]);

  return (
    <div className="share-shot" ref={card}>
      <div className="share-shot__head">
        {coverUrl && cover !== 'none' ? (
          <img
            className="share-shot__cover"
            src={coverUrl}
            alt=""
            width={120}
            height={180}
            onLoad={() => setCover('shown')}
            onError={() => setCover('none')}
          />
        ) : null}
        <div>
          <p className="share-shot__kicker">{kicker}</p>
          <p className="share-shot__heading">{heading}</p>
          <p className="share-shot__book">
            {title} by {author}
          </p>
        </div>
        <span className="share-shot__brand">Typeshelf</span>
      </div>
      <StatsGrid figures={figures} />
      {chart ? (
        <>
          <ul className="share-shot__legend">
            <li data-series="wpm">Speed, wpm (right)</li>
            <li data-series="raw">Raw speed, wpm (right)</li>
            <li data-series="acc">Accuracy, % (left)</li>
          </ul>
          <img
            className="share-shot__chart"
            src={chart}
            alt=""
            width={CHART_SIZE.width}
            height={CHART_SIZE.height}
          />
        </>
      ) : null}
    </div>
  );
}
