/**
 * The wallpaper theme's background: an image or a looping muted video behind
 * the page (the settings probe a URL first, `wallpaper-probe.ts`).
 */
import type { WallpaperType } from '@typeshelf/core/settings';

const VIDEO_ID = 'wallpaper-video';

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
