/**
 * The share picture's I/O: copying it to the clipboard and saving it as a
 * download (it is drawn by `share-drawing.ts`).
 */

/** Marks when the share picture is ready (read by the share benchmark). */
export const SHARE_PICTURE_READY = 'share-picture:ready';
export const SHARE_PICTURE_START = 'share-picture:start';

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
