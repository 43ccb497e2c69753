/** /media-pack (03 §2): a download link for the zip the catalogue build makes of the logo and covers. */
import { cataloguePaths } from '@typeshelf/core/book';
import { staticUrl } from '../../page/static-url';
import { usePageTitle } from '../../page/use-page-title';
import '../stats/stats.css';

export default function MediaPackRoute() {
  usePageTitle('Media pack');
  return (
    <div className="stats-page">
      <h1>Media pack</h1>
      <section className="stats-section" aria-labelledby="media-pack-title">
        <h2 id="media-pack-title">Logo and book covers</h2>
        <p>
          The Typeshelf logo for light and dark backgrounds and the cover of every book in the catalogue, for
          articles, videos and reviews.
        </p>
        <p>
          <a className="button button--primary" href={staticUrl(cataloguePaths.mediaPack)} download>
            Download the media pack (zip)
          </a>
        </p>
      </section>
    </div>
  );
}
