import { chapterKey, completeCount, isComplete, parseChapterKey } from '@typeshelf/core/book';
import { chapterCard } from '@typeshelf/core/progress';
import { shareImageFileName, shareImageShown, successSoundPlays } from '@typeshelf/core/share';
import {
  chapterPoints,
  figuresOf,
  paragraphPoints,
  type ResultsTab,
  requestedResultsTab,
  resultsTabs,
  TOP_TITLES,
  topResults,
} from '@typeshelf/core/stats';
import {
  BookCompleteExtra,
  ResultsChart,
  ResultsShareCard,
  ShareImageDialog,
  StatsGrid,
  Tabs,
} from '@typeshelf/react-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { notify } from '../../page/notifications';
import { useIsMobile } from '../../page/use-is-mobile';
import { sounds, useSoundPlayer } from '../../settings/sounds/app-sounds';
import { useBookLookup } from '../prompt/book-lookup';
import { copyPicture, PICTURE_PIXEL_RATIO, savePicture } from './share-picture';
import { useChapterPreview } from './use-chapter-preview';
import { useConfetti } from './use-confetti';
import { useResultsRecords } from './use-results-records';
import { useSharePicture } from './use-share-picture';
import './results.css';

const TAB_LABELS: Record<ResultsTab, string> = { chapter: 'Chapter Stats', book: 'Book Stats' };

/** Top-result notices stay 10 s (02 §4). */
const TOP_NOTICE_DELAY = 10_000;

/** The practice link's label: how many of the chapter's words were missed. */
const practiseLabel = (n: number) => `Practise the ${n} ${n === 1 ? 'word' : 'words'} you missed`;

/** /results/{bookId}__{chapterId} and /results/{bookId} (02 §2). */
export default function ResultsRoute() {
  const params = useParams<{ id: string }>();
  const { bookId, chapterId } = parseChapterKey(decodeURIComponent(params.id ?? ''));
  const search = useSearch();
  const [, navigate] = useLocation();
  const lookup = useBookLookup(bookId);
  const mobile = useIsMobile();
  useSoundPlayer();
  const data = useResultsRecords(bookId, chapterId);
  const requested = new URLSearchParams(search).get('show');
  const [tabChoice, setTabChoice] = useState<ResultsTab | null>(requestedResultsTab(requested));
  const book = lookup.status === 'found' ? lookup.book : null;
  const bookComplete = isComplete(data?.book?.progress ?? 0);
  const hasParagraphs = (data?.paragraphs ?? []).some((p) => p !== null);
  const { tabs, selected } = resultsTabs(hasParagraphs, bookComplete, tabChoice);
  const card = book && data ? chapterCard(book.chapters, data.chapters, chapterId) : null;
  const preview = useChapterPreview(book?.id ?? null, card?.chapter.id ?? null, book?.custom ?? false);
  const chapterStats = chapterId === null ? undefined : data?.chapters[chapterId];
  const figures = selected === 'chapter' ? figuresOf(chapterStats) : figuresOf(data?.book);
  const chapterComplete = isComplete(chapterStats?.progress ?? 0);
  const shareShown = shareImageShown({ view: selected, chapterComplete, bookComplete });
  const confetti = useConfetti(bookComplete && book !== null, mobile);
  const points = useMemo(
    () =>
      !data || !book
        ? []
        : selected === 'chapter'
          ? paragraphPoints(data.paragraphs)
          : chapterPoints(book.chapters, data.chapters),
    [data, book, selected],
  );
  // What the share card shows: a picture made for it is kept until it says something else.
  const shareKey = JSON.stringify([bookId, chapterId, selected, figures, points]);
  const share = useSharePicture(shareKey);

  useEffect(() => {
    if (book) document.title = `${book.title} by ${book.author} - Results`;
  }, [book]);

  // Notices and the success sound once per visit, when the stored data first arrives.
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || !data || !book) return;
    announced.current = true;
    const shown = selected === 'chapter' ? figuresOf(chapterStats) : figuresOf(data.book);
    if (shown) {
      const id = selected === 'chapter' && chapterId ? chapterKey(bookId, chapterId) : bookId;
      for (const kind of topResults(data.summary, selected, id, shown)) {
        notify({ type: 'success', title: TOP_TITLES[kind], closeDelay: TOP_NOTICE_DELAY });
      }
    }
    if (successSoundPlays({ bookComplete, shareOpen: share.open })) sounds.success();
  }, [data, book, selected, chapterStats, chapterId, bookId, bookComplete, share.open]);

  const contents = `/books/${bookId}#toc`;
  const continueTo = card ? `/prompt/${chapterKey(bookId, card.chapter.id)}` : '/books';
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      // The share dialog owns the keyboard while it is open.
      if (share.open) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === 'Enter' && !target?.closest('a, button')) {
        event.preventDefault();
        navigate(bookComplete || !card ? '/books' : continueTo);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        navigate(contents);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, bookComplete, card, continueTo, contents, share.open]);

  if (lookup.status === 'loading' || data === undefined) {
    return <p className="results-loading">Loading...</p>;
  }
  if (!book || figures === null) {
    return (
      <section className="results-empty" aria-labelledby="results-empty-title">
        <h1 id="results-empty-title">The book isn't finished yet!</h1>
        <button type="button" className="link-button" onClick={() => history.back()}>
          Go back
        </button>
      </section>
    );
  }
  const chartLabel = `Speed, raw speed and accuracy per ${selected === 'chapter' ? 'paragraph' : 'chapter'}`;
  const chapterTitle = book.chapters.find((c) => c.id === chapterId)?.title ?? book.title;
  const shareKicker = selected === 'chapter' ? 'Chapter complete' : 'Book complete';
  const shareHeading = selected === 'chapter' ? chapterTitle : book.title;
  const fileName = () => shareImageFileName({ bookId, chapterId, view: selected, now: Date.now() });
  return (
    <section className="results" aria-labelledby="results-title">
      <h1 id="results-title" className="visually-hidden">
        {book.title} by {book.author} - Results
      </h1>
      {bookComplete ? (
        <article className="results-card results-complete" aria-label="Book complete">
          <p className="results-card-kicker">Book complete</p>
          <h2>{book.title}</h2>
          <p>
            <Link href={`/books?author=${encodeURIComponent(book.author)}`}>{book.author}</Link>
          </p>
          <div className="results-actions">
            <Link className="button" href={contents}>
              CONTENTS
            </Link>
            <Link className="button primary" href="/books">
              LIBRARY
            </Link>
          </div>
        </article>
      ) : card ? (
        <article
          className="results-card"
          aria-label={card.kind === 'next' ? 'Next chapter' : 'Current chapter'}
        >
          <p className="results-card-kicker">{card.kind === 'next' ? 'Next chapter' : 'Current chapter'}</p>
          <h2>{card.chapter.title}</h2>
          <p className="results-card-book">
            {book.title} by {book.author}
          </p>
          {preview ? <p className="results-card-preview">{preview}</p> : null}
          <div className="results-actions">
            <Link className="button" href={contents}>
              CONTENTS
            </Link>
            <Link className="button primary" href={continueTo}>
              CONTINUE
            </Link>
          </div>
        </article>
      ) : null}
      {data.missed.length > 0 ? (
        <p className="results-practice">
          <Link className="button" href={`/practice?words=${encodeURIComponent(data.missed.join(','))}`}>
            {practiseLabel(data.missed.length)}
          </Link>
        </p>
      ) : null}
      {bookComplete && data.book ? (
        <BookCompleteExtra
          title={book.title}
          chapters={completeCount(Object.values(data.chapters))}
          timeMs={data.book.time}
          typed={data.book.typed}
          wpm={data.book.wpm.value}
        />
      ) : null}
      {confetti.playing ? (
        <canvas key={mobile ? 'mobile' : 'desktop'} className="results-confetti" ref={confetti.canvas} />
      ) : null}
      <Tabs
        label="Results"
        tabs={tabs.map((tab) => ({ id: tab, label: TAB_LABELS[tab] }))}
        selected={selected}
        onSelect={(tab) => setTabChoice(tab as ResultsTab)}
        idPrefix="results"
      />
      <div id={`results-${selected}`} role="tabpanel" aria-labelledby={`results-tab-${selected}`}>
        <StatsGrid figures={figures} />
        <ResultsChart points={points} label={chartLabel} />
        {shareShown ? (
          <button
            type="button"
            className="button results-share"
            onClick={share.show}
            onPointerEnter={share.prepare}
            onFocus={share.prepare}
          >
            Share as Image
          </button>
        ) : null}
      </div>
      <ShareImageDialog
        open={share.open}
        onClose={share.hide}
        image={share.url}
        alt={`${shareKicker}: ${shareHeading}, ${book.title} by ${book.author}`}
        onSave={() => {
          if (share.blob) savePicture(share.blob, fileName());
        }}
        onCopy={() => (share.blob ? copyPicture(share.blob) : Promise.resolve(false))}
      />
      {share.staged ? (
        <div className="share-stage" aria-hidden="true">
          <ResultsShareCard
            key={shareKey}
            ref={share.cardRef}
            kicker={shareKicker}
            heading={shareHeading}
            title={book.title}
            author={book.author}
            coverUrl={book.coverUrl}
            figures={figures}
            points={points}
            pixelRatio={PICTURE_PIXEL_RATIO}
            onReady={share.onCardReady}
          />
        </div>
      ) : null}
    </section>
  );
}
