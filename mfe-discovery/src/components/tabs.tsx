import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { TabButton, TabList } from '@joy/ui';

const List = styled(TabList)`
  margin: 16px 0;
`;


export interface TabItem<V extends string> {
  value: V;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys move and select,
 * Home and End jump to the ends. Only the selected panel is rendered.
 */
export function Tabs<V extends string>({ label, items, value, onChange }: { label: string; items: TabItem<V>[]; value: V; onChange: (value: V) => void }) {
  const prefix = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = items.find((item) => item.value === value) ?? items[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(items[next].value);
    refs.current[next]?.focus();
  };

  return (
    <>
      <List role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <TabButton
            key={item.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            id={`${prefix}-tab-${item.value}`}
            type="button"
            role="tab"
            aria-selected={item.value === selected.value}
            aria-controls={`${prefix}-panel`}
            tabIndex={item.value === selected.value ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </TabButton>
        ))}
      </List>
      <div role="tabpanel" id={`${prefix}-panel`} aria-labelledby={`${prefix}-tab-${selected.value}`} tabIndex={0}>
        {selected.panel}
      </div>
    </>
  );
}
