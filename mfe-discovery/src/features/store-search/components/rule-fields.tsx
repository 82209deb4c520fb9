import type { StoreQuery } from '../stores/filter-query';
import { CheckGrid, Fieldset } from './fieldset';

export type RuleFilter = Pick<StoreQuery, 'no_deposit' | 'pets' | 'no_time_limit'>;

/** The rules card's filters, in the words the store page's 訂位須知 uses. */
export const RULE_FILTERS: readonly { key: keyof RuleFilter; label: string }[] = [
  { key: 'no_deposit', label: '免訂金' },
  { key: 'pets', label: '可帶寵物' },
  { key: 'no_time_limit', label: '不限時' },
];

/** 訂位須知 in the filter dialog: 免訂金 (no deposit, no card), 可帶寵物, 不限時 (no dining time limit). */
export function RuleFields({ value, onChange }: { value: RuleFilter; onChange: (next: Partial<RuleFilter>) => void }) {
  return (
    <Fieldset>
      <legend>訂位須知</legend>
      <CheckGrid>
        {RULE_FILTERS.map(({ key, label }) => (
          <label key={key}>
            <input type="checkbox" checked={value[key]} onChange={(e) => onChange({ [key]: e.target.checked })} />
            {label}
          </label>
        ))}
      </CheckGrid>
    </Fieldset>
  );
}
