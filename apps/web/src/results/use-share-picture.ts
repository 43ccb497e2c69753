/**
 * The Share as Image dialog's state: open or not, the picture once made.
 * Opening starts drawing the picture (`share-drawing.ts`) at once, from what
 * the card says and the theme where the button is. A picture is kept for the
 * card it shows (`key`): opened again, the dialog shows it at once, while
 * another tab or other figures make a new one.
 */
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { drawSharePicture, type ShareCard, shareTheme } from './share-drawing';
import { SHARE_PICTURE_READY, SHARE_PICTURE_START } from './share-picture';

export interface SharePicture {
  open: boolean;
  /** An object URL of the PNG; null while it is being made. */
  url: string | null;
  blob: Blob | null;
  /** Opens the dialog; the theme's colours are read where the click happened. */
  show: (event: MouseEvent<HTMLElement>) => void;
  hide: () => void;
}

interface Picture {
  key: string;
  url: string;
  blob: Blob;
}

/** `key` names the card's content. */
export function useSharePicture(key: string, card: ShareCard | null): SharePicture {
  const [open, setOpen] = useState(false);
  const [picture, setPicture] = useState<Picture | null>(null);
  // The drawing under way, so a second click draws once; closing the dialog drops it.
  const drawing = useRef<{ key: string } | null>(null);
  // Whether the typist opened the dialog and waits for the picture (the benchmark's end mark).
  const waiting = useRef(false);
  const current = picture?.key === key ? picture : null;
  const kept = current !== null;

  const show = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      performance.mark(SHARE_PICTURE_START);
      waiting.current = true;
      setOpen(true);
      if (kept || !card || drawing.current?.key === key) return;
      const mine = { key };
      drawing.current = mine;
      drawSharePicture(card, shareTheme(event.currentTarget)).then(
        (blob) => {
          if (drawing.current !== mine) return;
          drawing.current = null;
          setPicture({ key, url: URL.createObjectURL(blob), blob });
        },
        (error) => {
          if (drawing.current === mine) drawing.current = null;
          console.error('The share picture failed:', error);
        },
      );
    },
    [key, card, kept],
  );
  const hide = useCallback(() => {
    waiting.current = false;
    // A picture still being drawn when the dialog closes is not kept.
    drawing.current = null;
    setOpen(false);
  }, []);

  // The picture is on screen: the benchmark's end mark.
  useEffect(() => {
    if (open && current && waiting.current) {
      waiting.current = false;
      performance.mark(SHARE_PICTURE_READY);
    }
  }, [open, current]);

  useEffect(() => {
    const url = picture?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [picture]);

  return {
    open,
    url: open ? (current?.url ?? null) : null,
    blob: open ? (current?.blob ?? null) : null,
    show,
    hide,
  };
}
