import { useId, type ReactNode } from 'react';
import { TabButton, TabList } from '@joy/ui';

interface Props<K extends string> {
  label: string;
  tabs: ReadonlyArray<readonly [K, string]>;
  current: K;
  onChange: (key: K) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs: the list, the selected tab and its panel. */
export function Tabs<K extends string>({ label, tabs, current, onChange, children }: Props<K>) {
  const id = useId();
  return (
    <>
      <TabList role="tablist" aria-label={label}>
        {tabs.map(([key, text]) => (
          <TabButton key={key} type="button" role="tab" id={`${id}-${key}`} aria-selected={key === current} aria-controls={`${id}-panel`} onClick={() => onChange(key)}>
            {text}
          </TabButton>
        ))}
      </TabList>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`}>
        {children}
      </div>
    </>
  );
}
