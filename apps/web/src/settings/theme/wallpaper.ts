/**
 * The wallpaper theme's background: an image or a looping muted video behind
 * the page. A URL is probed first, as an image and then as a video.
 */
import type { WallpaperType } from '@typeshelf/core/settings';

const VIDEO_ID = 'wallpaper-video';
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

/** Shows (or removes, with a null url) the wallpaper behind the page. */
export function applyWallpaper(url: string | null, type: WallpaperType): void {
  const body = document.body;
  let video = document.getElementById(VIDEO_ID) as HTMLVideoElement | null;
  body.classList.toggle('has-wallpaper', url !== null);
  body.style.backgroundImage = url !== null && type === 'image' ? `url("${encodeURI(url)}")` : '';
  if (url === null || type !== 'video') {
    video?.remove();
    return;
  }
  if (!video) {
    video = document.createElement('video');
    video.id = VIDEO_ID;
    video.className = 'wallpaper-video';
    video.muted = true;
    video.loop = true;
    video.autoplay = true;
    video.playsInline = true;
    video.setAttribute('aria-hidden', 'true');
    body.prepend(video);
  }
  if (video.src !== url) video.src = url;
}
