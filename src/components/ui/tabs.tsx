import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './tabs.css';

export interface TabItem<V extends string = string> {
  value: V;
  label: string;
}

interface TabsProps<V extends string> {
  tabs: readonly TabItem<V>[];
  selected: V;
  onSelect: (value: V) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs following the WAI-ARIA tabs pattern (automatic activation): one tab stop, arrow keys
 * move and select, Home/End jump. Controlled: the page decides what "select" does (e.g. change
 * the URL's `?type=`), and renders the selected panel as children.
 */
export function Tabs<V extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: TabsProps<V>) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (value: V) => `${baseId}-tab-${value}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
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
    onSelect(tab.value);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.value))}`)?.focus();
  };

  return (
    <div className="tabs">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        className="tabs__panel"
        aria-labelledby={tabId(selected)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel without focusable content a tab stop.
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
