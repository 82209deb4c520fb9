import type { SearchParams } from '@joy/contract';
import { toggleId } from '../stores/filter-query';
import { CheckGrid, Fieldset } from './fieldset';

/** Event tags as checkboxes; every chosen tag narrows the list. */
export function TagFields({ tags, value, onChange }: { tags: SearchParams['tags']; value: number[]; onChange: (tags: number[]) => void }) {
  if (tags.length === 0) return null;
  return (
    <Fieldset>
      <legend>活動標籤</legend>
      <CheckGrid>
        {tags.map((tag) => (
          <label key={tag.id}>
            <input type="checkbox" checked={value.includes(tag.id)} onChange={() => onChange(toggleId(value, tag.id))} />
            {tag.name}
          </label>
        ))}
      </CheckGrid>
    </Fieldset>
  );
}
