import { useEffect, useState } from 'react';
import { Modal } from '../common/modal';

/** How long the copy button says 'Copied!' (02 §2). */
export const COPIED_FLASH_MS = 500;

export interface ShareImageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The picture as an object or data URL; null while it is being made. */
  image: string | null;
  /** What the picture shows, for its alt text. */
  alt: string;
  onSave: () => void;
  /** Copies the picture; resolves true when the clipboard took it. */
  onCopy: () => Promise<boolean>;
  /** Title of the dialog. */
  title?: string;
}

/**
 * The share image dialog (02 §2): 'Preparing the screenshot, please wait...'
 * until the picture is ready, then the picture with Save Image and Copy Image.
 * A successful copy says 'Copied!' for half a second; a failed one says
 * nothing (the caller logs it).
 */
export function ShareImageDialog({
  open,
  onClose,
  image,
  alt,
  onSave,
  onCopy,
  title = 'Share as Image',
}: ShareImageDialogProps) {
  // Counts successful copies since the label last went back; 0 shows 'Copy Image'.
  const [copies, setCopies] = useState(0);
  // The half second starts once 'Copied!' is on screen, so a slow render never shortens it.
  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCopies(0), COPIED_FLASH_MS);
    return () => clearTimeout(timer);
  }, [copies]);
  const copy = async () => {
    if (await onCopy()) setCopies((n) => n + 1);
  };
  const copied = copies > 0;
  return (
    <Modal open={open} onClose={onClose} title={title} className="share-image">
      {image === null ? (
        <p className="share-image__waiting" role="status">
          Preparing the screenshot, please wait...
        </p>
      ) : (
        <>
          <img className="share-image__picture" src={image} alt={alt} />
          <div className="share-image__actions">
            <button type="button" className="button button--primary" onClick={onSave}>
              Save Image
            </button>
            <button type="button" className="button" onClick={() => void copy()} aria-live="polite">
              {copied ? 'Copied!' : 'Copy Image'}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
