import { type Ref, useEffect, useRef, useState } from 'react';
import { ResultsChart, type ResultsChartPoint } from './results-chart';
import { type ResultsFigures, StatsGrid } from './stats-grid';

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
  chartLabel: string;
  /** Called once the cover and the chart are painted: the card can be pictured. */
  onReady: () => void;
  /** The card's element, to picture. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * What the share picture shows (02 §2): the cover, the book, the six figures
 * and the chart, laid out at a fixed size so every picture looks alike
 * whatever the window. The caller renders it out of sight and pictures it
 * once `onReady` fires.
 */
export function ResultsShareCard({
  kicker,
  heading,
  title,
  author,
  coverUrl,
  figures,
  points,
  chartLabel,
  onReady,
  ref,
}: ResultsShareCardProps) {
  const [coverDone, setCoverDone] = useState(coverUrl === null);
  const [chartDone, setChartDone] = useState(false);
  const announced = useRef(false);
  useEffect(() => {
    if (!coverDone || !chartDone || announced.current) return;
    announced.current = true;
    onReady();
  }, [coverDone, chartDone, onReady]);
  return (
    <div className="share-shot" ref={ref}>
      <div className="share-shot__head">
        {coverUrl ? (
          <img
            className="share-shot__cover"
            src={coverUrl}
            alt=""
            width={120}
            height={180}
            onLoad={() => setCoverDone(true)}
            onError={() => setCoverDone(true)}
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
      <ResultsChart points={points} label={chartLabel} onDrawn={() => setChartDone(true)} />
    </div>
  );
}
