import { AppLink } from './app-link';

/** The footer: secondary links. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          <li>
            <AppLink href="/showcase">Showcase</AppLink>
          </li>
          <li>
            <AppLink href="/share">Share</AppLink>
          </li>
          <li>
            <AppLink href="/pricing">Pricing</AppLink>
          </li>
          <li>
            <AppLink href="/healthcheck">Health check</AppLink>
          </li>
        </ul>
      </nav>
      <p>Typeshelf — touch typing on real books.</p>
    </footer>
  );
}
