import { type KeyboardEvent, useRef } from 'react';

export interface TabItem {
  id: string;
  label: string;
}

export interface TabsProps {
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** The id prefix of the panels the tabs control (`{idPrefix}-{tab id}`). */
  idPrefix: string;
}

/**
 * A tab list following the WAI-ARIA pattern: one tab in the tab order,
 * arrow keys (and Home/End) move between tabs and select them.
 */
export function Tabs({ label, tabs, selected, onSelect, idPrefix }: TabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="tabs">
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          ref={(node) => {
            refs.current[i] = node;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={`${idPrefix}-${tab.id}`}
          tabIndex={tab.id === selected ? 0 : -1}
          className="tabs__tab"
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
