/**
 * /healthcheck (03 §2): three images, a font sample, the tutorial book's
 * metadata and its first paragraph, or the errors in their place.
 */
import { type BookInfo, cataloguePaths } from '@typeshelf/core/book';
import { useEffect, useState } from 'react';
import { isTutorialId, TUTORIAL_CHAPTER } from '../../books/tutorial';
import { useCatalogue } from '../../books/use-catalogue';
import { fetchGzipText, fetchStaticJson } from '../../page/static-files';
import { staticUrl } from '../../page/static-url';
import { usePageTitle } from '../../page/use-page-title';

type Loaded<T> = { state: 'loading' } | { state: 'ok'; value: T } | { state: 'error' };

export default function HealthcheckRoute() {
  usePageTitle('Health check');
  const catalogue = useCatalogue();
  const tutorial = catalogue.books.find((book) => isTutorialId(book.id));
  const [info, setInfo] = useState<Loaded<BookInfo>>({ state: 'loading' });
  const [paragraph, setParagraph] = useState<Loaded<string>>({ state: 'loading' });

  useEffect(() => {
    if (catalogue.status !== 'ready') return;
    if (!tutorial) {
      setInfo({ state: 'error' });
      setParagraph({ state: 'error' });
      return;
    }
    void fetchStaticJson<BookInfo>(cataloguePaths.info(tutorial.id)).then((value) =>
      setInfo(value ? { state: 'ok', value } : { state: 'error' }),
    );
    void fetchGzipText(cataloguePaths.chapter(tutorial.id, TUTORIAL_CHAPTER)).then((text) => {
      const first = text?.split('\n').find((line) => line.trim() !== '');
      setParagraph(first ? { state: 'ok', value: first } : { state: 'error' });
    });
  }, [catalogue.status, tutorial]);

  const images = tutorial
    ? [
        { src: staticUrl(cataloguePaths.cover(tutorial.id)), alt: 'Tutorial book cover' },
        { src: staticUrl(cataloguePaths.coverSmall(tutorial.id)), alt: 'Tutorial book small cover' },
      ]
    : [];
  images.push({ src: staticUrl('images/bg.webp'), alt: 'Background image' });

  return (
    <section className="healthcheck" aria-labelledby="health-title">
      <h1 id="health-title">Health check</h1>
      <h2>Images</h2>
      <div className="healthcheck__images">
        {images.map((image) => (
          <img key={image.src} src={image.src} alt={image.alt} width={120} loading="lazy" />
        ))}
      </div>
      <h2>Font</h2>
      <p className="healthcheck__font">The quick brown fox jumps over the lazy dog. 0123456789</p>
      <h2>Book metadata</h2>
      {info.state === 'loading' ? <p>Loading...</p> : null}
      {info.state === 'error' ? <p className="error-text">Can't fetch book metadata</p> : null}
      {info.state === 'ok' ? (
        <dl className="healthcheck__meta">
          <dt>Title</dt>
          <dd>{info.value.title}</dd>
          <dt>Author</dt>
          <dd>{info.value.author}</dd>
          <dt>Chapters</dt>
          <dd>{info.value.chapters.length}</dd>
        </dl>
      ) : null}
      <h2>Book content</h2>
      {paragraph.state === 'loading' ? <p>Loading...</p> : null}
      {paragraph.state === 'error' ? <p className="error-text">Can't fetch book content</p> : null}
      {paragraph.state === 'ok' ? <blockquote>{paragraph.value}</blockquote> : null}
    </section>
  );
}
