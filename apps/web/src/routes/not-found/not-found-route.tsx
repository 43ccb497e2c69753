import { AppLink } from '@typeshelf/react-ui';
import { usePageTitle } from '../../page/use-page-title';

/** Any other path (03 §2). */
export default function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <section className="not-found" aria-labelledby="nf-title">
      <h1 id="nf-title">Page not found</h1>
      <p>There is nothing at this address.</p>
      <AppLink href="/" className="button button--primary">
        Back to homepage
      </AppLink>
    </section>
  );
}
