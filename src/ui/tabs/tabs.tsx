import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { isRightToLeft } from '../../shared/locale-match';
import { useMessages } from '../../i18n/use-messages';
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
 * WAI-ARIA tabs on Radix Tabs, with automatic activation: the arrow keys (mirrored in a
 * right-to-left language), Home and End move between tabs and show the panel; Tab leaves the
 * tab list for the panel.
 */
export const Tabs = <K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  keepPanelsMounted = false,
}: TabsProps<K>) => {
  const { locale } = useMessages();
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0];
  return (
    <RadixTabs.Root
      className="tabs"
      value={current.key}
      onValueChange={(key) => {
        const chosen = tabs.find((tab) => tab.key === key);
        if (chosen) onSelect(chosen.key);
      }}
      dir={isRightToLeft(locale) ? 'rtl' : 'ltr'}
    >
      <RadixTabs.List aria-label={label} className="tabs__list">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.key}
            value={tab.key}
            className="tabs__tab"
            // A tab points only at a panel that exists.
            {...(tab.key === current.key || keepPanelsMounted
              ? {}
              : { 'aria-controls': undefined })}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {(keepPanelsMounted ? tabs : [current]).map((tab) => (
        <RadixTabs.Content
          key={tab.key}
          value={tab.key}
          forceMount={keepPanelsMounted ? true : undefined}
          hidden={tab.key !== current.key}
          className="tabs__panel"
        >
          {tab.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
};
