/**
 * The share picture's I/O: drawing a DOM node to a PNG with html-to-image,
 * copying it to the clipboard and saving it as a download. html-to-image is
 * loaded on demand so the results screen's first load stays small.
 */

/** Marks when the share picture is ready (read by the share benchmark). */
export const SHARE_PICTURE_READY = 'share-picture:ready';
export const SHARE_PICTURE_START = 'share-picture:start';

/** The drawing library, loaded ahead of the first picture (the results screen asks once it is idle). */
export function preparePicture(): void {
  import('html-to-image').catch(() => undefined);
}

/**
 * The fonts' CSS the picture embeds: every face the card uses, fetched and
 * inlined. It is the costliest part of a picture and the same for every
 * picture drawn with the same fonts, so it is made once per set of fonts.
 */
let fontCss: { key: string; css: Promise<string> } | null = null;

/** The node as a PNG, on its own background colour, at twice its size for sharp text. */
export async function pictureOf(node: HTMLElement): Promise<Blob> {
  const { getFontEmbedCSS, toBlob } = await import('html-to-image');
  const style = getComputedStyle(node);
  const key = `${style.fontFamily}|${document.fonts.size}`;
  if (fontCss?.key !== key) {
    const css = getFontEmbedCSS(node);
    fontCss = { key, css };
    css.catch(() => {
      if (fontCss?.css === css) fontCss = null;
    });
  }
  // The card's own background: the theme's tokens may be set below the root element.
  const blob = await toBlob(node, {
    pixelRatio: 2,
    backgroundColor: style.backgroundColor,
    fontEmbedCSS: await fontCss.css,
  });
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
