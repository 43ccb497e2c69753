import { Button } from '@typeshelf/react-ui';
import { dismissUpdate, reloadToUpdate, useAppUpdate } from './app-update';

/**
 * "A new version is available" with Reload and Later. Never shown on the
 * prompt, so a reload cannot come mid-paragraph: it waits until the typist
 * leaves the chapter (results, book page, home…).
 */
export function UpdateNotice({ path }: { path: string }) {
  const { waiting, dismissed } = useAppUpdate();
  if (!waiting || dismissed || path.startsWith('/prompt/')) return null;
  return (
    <section className="update-notice" role="status" aria-label="New version">
      <p>A new version of Typeshelf is available.</p>
      <div className="update-notice__actions">
        <Button variant="primary" size="small" onClick={reloadToUpdate}>
          Reload
        </Button>
        <Button size="small" onClick={dismissUpdate}>
          Later
        </Button>
      </div>
    </section>
  );
}
