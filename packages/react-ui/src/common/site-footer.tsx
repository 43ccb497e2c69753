import { AppLink } from './app-link';

export interface SiteFooterProps {
  /** The pricing link shows only in development mode (03 §9). */
  showPricing?: boolean;
}

/** The footer: secondary links. */
export function SiteFooter({ showPricing = false }: SiteFooterProps) {
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
            <AppLink href="/media-pack">Media pack</AppLink>
          </li>
          {showPricing ? (
            <li>
              <AppLink href="/pricing">Pricing</AppLink>
            </li>
          ) : null}
          <li>
            <AppLink href="/healthcheck">Health check</AppLink>
          </li>
        </ul>
      </nav>
      <p>Typeshelf — touch typing on real books.</p>
    </footer>
  );
}
