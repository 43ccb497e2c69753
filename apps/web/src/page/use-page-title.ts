import { useEffect } from 'react';

/** Sets the document title: "{title} - Typeshelf", or the bare name. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} - Typeshelf` : 'Typeshelf';
  }, [title]);
}
