/**
 * The share picture's I/O: drawing a DOM node to a PNG with html-to-image,
 * copying it to the clipboard and saving it as a download. html-to-image is
 * loaded on demand so the results screen's first load stays small.
 */

/** Marks when the share picture is ready (read by the share benchmark). */
export const SHARE_PICTURE_READY = 'share-picture:ready';
export const SHARE_PICTURE_START = 'share-picture:start';

/** Pixels to each CSS pixel of the card: its 960 px make a picture 1920 px wide, sharp on any screen. */
export const PICTURE_PIXEL_RATIO = 2;

/** The drawing library, loaded ahead of the first picture (the share button asks when the typist reaches for it). */
export function preparePicture(): void {
  import('html-to-image').catch(() => undefined);
}

/**
 * The fonts' CSS the picture embeds: every face the card uses, fetched and
 * inlined. It is the costliest part of a picture and the same for every
 * picture drawn with the same fonts, so it is made once per set of fonts.
 */
let fontCss: { key: string; css: Promise<string> } | null = null;

/**
 * The only computed styles copied onto the picture's copy of the card: what
 * its stylesheet (`.share-shot` in results.css) sets, and the text styles it
 * inherits. html-to-image otherwise copies every property of every element,
 * the theme's custom properties included: most of a picture's time, and a
 * copy the browser then takes long to draw. A property the card's rules
 * start to use goes here too.
 */
const CARD_STYLES = [
  ['display', 'box-sizing', 'width', 'height', 'vertical-align', 'content'],
  ['margin-top', 'margin-right', 'margin-bottom', 'margin-left'],
  ['padding-top', 'padding-right', 'padding-bottom', 'padding-left'],
  ['flex-direction', 'flex-wrap', 'flex-grow', 'flex-shrink', 'flex-basis'],
  ['align-items', 'align-self', 'justify-content', 'row-gap', 'column-gap'],
  ['grid-template-columns', 'grid-template-rows', 'list-style-type', 'object-fit', 'object-position'],
  ['background-color', 'color', 'font-family', 'font-size', 'font-weight', 'font-style', 'line-height'],
  ['letter-spacing', 'text-transform', 'text-align', 'white-space', 'overflow-wrap'],
  ['top', 'right', 'bottom', 'left'].flatMap((side) =>
    ['width', 'style', 'color'].map((part) => `border-${side}-${part}`),
  ),
  ['top-left', 'top-right', 'bottom-right', 'bottom-left'].map((corner) => `border-${corner}-radius`),
].flat();

/** The node as a PNG, on its own background colour, at `PICTURE_PIXEL_RATIO` times its size. */
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
    pixelRatio: PICTURE_PIXEL_RATIO,
    backgroundColor: style.backgroundColor,
    fontEmbedCSS: await fontCss.css,
    includeStyleProperties: CARD_STYLES,
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
