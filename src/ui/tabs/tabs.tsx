import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /**
   * Keep every panel mounted and hide the others, so what a panel holds (an unsaved edit)
   * survives switching tabs. By default only the selected panel is rendered.
   */
  keepPanelsMounted?: boolean;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and show
 * the panel; Tab leaves the tab list for the panel.
 */
export const Tabs = <K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  keepPanelsMounted = false,
}: TabsProps<K>) => {
  const baseId = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === current.key);
    const targets: Partial<Record<string, number>> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    tabRefs.current.get(next.key)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab) => {
          const isSelected = tab.key === current.key;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={isSelected}
              // A tab points only at a panel that exists.
              aria-controls={
                isSelected || keepPanelsMounted ? `${baseId}-panel-${tab.key}` : undefined
              }
              tabIndex={isSelected ? 0 : -1}
              className="tabs__tab"
              onClick={() => onSelect(tab.key)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {(keepPanelsMounted ? tabs : [current]).map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          tabIndex={0}
          hidden={tab.key !== current.key}
          className="tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
};
