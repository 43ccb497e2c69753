import type { ReactNode } from 'react';

export interface ChipProps {
  children: ReactNode;
  /** A selectable chip (a filter, a favourite genre) shows and announces whether it is on. */
  pressed?: boolean;
  onClick?: () => void;
}

/** A small rounded label; a button when it can be clicked. */
export function Chip({ children, pressed, onClick }: ChipProps) {
  if (!onClick) return <span className="chip">{children}</span>;
  return (
    <button
      type="button"
      className={pressed ? 'chip chip--on' : 'chip'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
