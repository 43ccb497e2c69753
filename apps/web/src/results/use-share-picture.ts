/**
 * The Share as Image dialog's state: open or not, the picture once made.
 * Opening mounts the share card out of sight; when the card says it is
 * painted, it is drawn to a PNG and the dialog shows it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { pictureOf, preparePicture, SHARE_PICTURE_READY, SHARE_PICTURE_START } from './share-picture';

export interface SharePicture {
  open: boolean;
  /** An object URL of the PNG; null while it is being made. */
  url: string | null;
  blob: Blob | null;
  cardRef: React.RefObject<HTMLDivElement | null>;
  show: () => void;
  hide: () => void;
  /** The card is painted: picture it. */
  onCardReady: () => void;
}

export function useSharePicture(): SharePicture {
  const [open, setOpen] = useState(false);
  const [picture, setPicture] = useState<{ url: string; blob: Blob } | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  // Each opening is one attempt; a picture finished after the dialog closed is dropped.
  const attempt = useRef(0);

  const show = useCallback(() => {
    attempt.current += 1;
    performance.mark(SHARE_PICTURE_START);
    setPicture(null);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    attempt.current += 1;
    setOpen(false);
    setPicture(null);
  }, []);
  const onCardReady = useCallback(() => {
    const node = cardRef.current;
    const mine = attempt.current;
    if (!node) return;
    pictureOf(node).then(
      (blob) => {
        if (mine !== attempt.current) return;
        performance.mark(SHARE_PICTURE_READY);
        setPicture({ url: URL.createObjectURL(blob), blob });
      },
      (error) => console.error('The share picture failed:', error),
    );
  }, []);

  // The drawing library arrives while the typist reads the results, not after the click.
  useEffect(() => {
    const timer = setTimeout(preparePicture, 1000);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const url = picture?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [picture]);

  return { open, url: picture?.url ?? null, blob: picture?.blob ?? null, cardRef, show, hide, onCardReady };
}
