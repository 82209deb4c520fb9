import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { media } from '@joy/ui';
import type { PlatformTab } from '../../../content/catalogue';
import { focusRing } from './styles';

const TABS: ReadonlyArray<{ value: PlatformTab; label: string }> = [
  { value: 'app', label: 'App' },
  { value: 'web', label: '網頁' },
];

export const tabId = (prefix: string, tab: PlatformTab) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

const List = styled.div`
  display: flex;
  gap: 4px;
  margin-top: 24px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button`
  flex: 1;
  min-height: 44px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.primaryDark};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
  ${focusRing}
  ${media.tablet} { flex: none; padding: 0 24px; }
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
        <Tab
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
        </Tab>
      ))}
    </List>
  );
}
