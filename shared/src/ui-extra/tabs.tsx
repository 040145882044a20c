import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tab list ("Leaderboard views"). */
  label: string;
  tabs: readonly Tab[];
  /** Controlled: the selected tab's id. */
  selected?: string;
  /** Uncontrolled: the tab selected first (the first tab otherwise). */
  defaultSelected?: string;
  onSelect?: (id: string) => void;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop for the whole list, arrow keys move between tabs (and
 * show them, as panels are already rendered), Home and End jump to the ends.
 */
export function Tabs({ label, tabs, selected, defaultSelected, onSelect }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultSelected ?? tabs[0]?.id);
  const current = selected ?? own;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setOwn(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    select(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  return (
    <div className="kit-tabs">
      <div className="kit-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="kit-tabs__tab"
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current}
          tabIndex={0}
          className="kit-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
