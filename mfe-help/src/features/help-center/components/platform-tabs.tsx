import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { TabButton, TabList } from '@joy/ui';
import type { PlatformTab } from '../../../content/catalogue';

const TABS: ReadonlyArray<{ value: PlatformTab; label: string }> = [
  { value: 'app', label: 'App' },
  { value: 'web', label: '網頁' },
];

export const tabId = (prefix: string, tab: PlatformTab) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

const List = styled(TabList)`
  margin-top: 24px;
`;


interface Props {
  value: PlatformTab;
  onChange: (tab: PlatformTab) => void;
  idPrefix: string;
}

/**
 * The App / 網頁 tablist (WAI-ARIA tabs, automatic activation): one tab stop, arrow keys
 * move and select, Home and End jump to the ends.
 */
export function PlatformTabs({ value, onChange, idPrefix }: Props) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(TABS[next].value);
    tabs.current[next]?.focus();
  };

  return (
    <List role="tablist" aria-label="使用平台">
      {TABS.map((tab, index) => (
        <TabButton
          key={tab.value}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          id={tabId(idPrefix, tab.value)}
          type="button"
          role="tab"
          aria-selected={value === tab.value}
          aria-controls={panelId(idPrefix)}
          tabIndex={value === tab.value ? 0 : -1}
          onClick={() => onChange(tab.value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </TabButton>
      ))}
    </List>
  );
}
