/**
 * What a wallpaper URL is, probed as an image and then as a video: only the
 * settings screen asks, so it is not in the start-up code that shows the
 * wallpaper (`wallpaper.ts`).
 */
import type { WallpaperType } from '@typeshelf/core/settings';

const PROBE_TIMEOUT_MS = 15_000;

function loads(element: HTMLImageElement | HTMLVideoElement, url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      element.onload = element.onerror = null;
      if (element instanceof HTMLVideoElement) element.onloadedmetadata = null;
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), PROBE_TIMEOUT_MS);
    element.onerror = () => done(false);
    if (element instanceof HTMLVideoElement) {
      element.preload = 'metadata';
      element.onloadedmetadata = () => done(element.videoWidth > 0);
    } else {
      element.onload = () => done(element.naturalWidth > 0);
    }
    element.src = url;
  });
}

/** What the URL resolves to: an image, a video, or null for anything else. */
export async function probeWallpaper(url: string): Promise<WallpaperType | null> {
  if (await loads(new Image(), url)) return 'image';
  if (await loads(document.createElement('video'), url)) return 'video';
  return null;
}
