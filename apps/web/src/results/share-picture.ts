/**
 * The share picture's I/O: drawing a DOM node to a PNG with html-to-image,
 * copying it to the clipboard and saving it as a download. html-to-image is
 * loaded on demand so the results screen's first load stays small.
 */

/** Marks when the share picture is ready (read by the share benchmark). */
export const SHARE_PICTURE_READY = 'share-picture:ready';
export const SHARE_PICTURE_START = 'share-picture:start';

/** The node as a PNG, on its own background colour, at twice its size for sharp text. */
export async function pictureOf(node: HTMLElement): Promise<Blob> {
  const { toBlob } = await import('html-to-image');
  // The card's own background: the theme's tokens may be set below the root element.
  const background = getComputedStyle(node).backgroundColor;
  const blob = await toBlob(node, { pixelRatio: 2, backgroundColor: background });
  if (!blob) throw new Error('The share picture could not be drawn.');
  return blob;
}

/**
 * Puts the picture on the clipboard. A refusal (no permission, no focus, no
 * clipboard) is only logged, as the spec asks; the caller shows nothing.
 */
export async function copyPicture(blob: Blob): Promise<boolean> {
  try {
    await navigator.clipboard.write([new ClipboardItem({ [blob.type]: blob })]);
    return true;
  } catch (error) {
    console.error('Copy image failed:', error);
    return false;
  }
}

/** Downloads the picture under `name`. */
export function savePicture(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has its own reference by now; the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
