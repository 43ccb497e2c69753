import { useId, useState } from 'react';

export interface DropAreaProps {
  /** The file chooser's accept list; undefined accepts any file. */
  accept?: string;
  /** Drag and drop (hidden on mobile). */
  allowDrop: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  /** 0..1 while converting; null otherwise. */
  progress: number | null;
}

/** The drop area with its file chooser, and the conversion progress. */
export function DropArea({ accept, allowDrop, disabled, onFiles, progress }: DropAreaProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer gesture; the file chooser inside is the keyboard way.
    <div
      className={`drop-area${over ? ' drop-area--over' : ''}${disabled ? ' drop-area--disabled' : ''}`}
      onDragOver={(event) => {
        if (!allowDrop || disabled) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (!allowDrop || disabled) return;
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      {allowDrop ? <p className="drop-area__hint">Drop EPUB or TBF files here, or</p> : null}
      <label htmlFor={id} className="button button--primary">
        Choose files
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        multiple
        accept={accept}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          onFiles(files);
        }}
      />
      {progress !== null ? (
        <div className="drop-area__progress">
          <progress max={1} value={progress} aria-label="Converting">
            {Math.round(progress * 100)}%
          </progress>
          <span aria-live="polite">Converting… {Math.round(progress * 100)}%</span>
        </div>
      ) : null}
    </div>
  );
}
