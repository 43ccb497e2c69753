import { useEffect, useId, useRef, useState } from 'react';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

/** A button opening a list of actions; Escape or a click outside closes it. */
export function ActionsMenu({
  actions,
  label = 'Book actions',
}: {
  actions: readonly MenuAction[];
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // Opening moves the focus to the first action, so the keyboard can go straight on.
    root.current?.querySelector<HTMLButtonElement>('.actions-menu__item')?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        button.current?.focus();
      } else if (!root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);
  if (actions.length === 0) return null;
  return (
    <div className="actions-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button button--icon"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen(!open)}
      >
        ⋯
      </button>
      {open ? (
        <ul id={id} className="actions-menu__list">
          {actions.map((action) => (
            <li key={action.label}>
              <button
                type="button"
                className="actions-menu__item"
                onClick={() => {
                  setOpen(false);
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
