/**
 * The Share as Image dialog's state: open or not, the picture once made.
 * Opening mounts the share card out of sight; when the card says it is
 * painted, it is drawn to a PNG and the dialog shows it. Drawing takes a few
 * hundred milliseconds, so a picture is kept for the card it shows (`key`:
 * what the card says): opened again, the dialog shows it at once, while
 * another tab or other figures make a new one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { pictureOf, preparePicture, SHARE_PICTURE_READY, SHARE_PICTURE_START } from './share-picture';

export interface SharePicture {
  open: boolean;
  /** An object URL of the PNG; null while it is being made. */
  url: string | null;
  blob: Blob | null;
  /** Whether the card is mounted (out of sight) for its picture to be made. */
  staged: boolean;
  cardRef: React.RefObject<HTMLDivElement | null>;
  show: () => void;
  hide: () => void;
  /**
   * The typist is about to share (the pointer over the button, or the focus
   * on it): the drawing library starts loading, so a first visit of the
   * results never fetches it unasked.
   */
  prepare: () => void;
  /** The card is painted: picture it. */
  onCardReady: () => void;
}

interface Picture {
  key: string;
  url: string;
  blob: Blob;
}

/** `key` names the card's content. */
export function useSharePicture(key: string): SharePicture {
  const [open, setOpen] = useState(false);
  const [picture, setPicture] = useState<Picture | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  // The drawing under way, so a card painted twice is pictured once; closing the dialog drops it.
  const drawing = useRef<{ key: string } | null>(null);
  // Whether the typist opened the dialog and waits for the picture (the benchmark's end mark).
  const waiting = useRef(false);
  const current = picture?.key === key ? picture : null;

  const show = useCallback(() => {
    performance.mark(SHARE_PICTURE_START);
    waiting.current = true;
    setOpen(true);
    // The library arrives while the card lays out and its chart is drawn.
    preparePicture();
  }, []);
  const hide = useCallback(() => {
    waiting.current = false;
    // The card goes with the dialog: a picture of it still being drawn is not kept.
    drawing.current = null;
    setOpen(false);
  }, []);

  // Opened on a finished picture: it is ready at once.
  useEffect(() => {
    if (open && current && waiting.current) {
      waiting.current = false;
      performance.mark(SHARE_PICTURE_READY);
    }
  }, [open, current]);

  const onCardReady = useCallback(() => {
    const node = cardRef.current;
    if (!node || drawing.current?.key === key) return;
    const mine = { key };
    drawing.current = mine;
    pictureOf(node).then(
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
  }, [key]);

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
    staged: open && !current,
    cardRef,
    show,
    hide,
    prepare: preparePicture,
    onCardReady,
  };
}
