import { useId } from 'react';
import type { SearchParams } from '@joy/contract';
import { toggleId } from '../stores/filter-query';
import { CheckGrid, Fieldset } from './fieldset';

interface Props {
  cities: SearchParams['cities'];
  city: number | null;
  district: number[];
  onChange: (next: { city: number | null; district: number[] }) => void;
}

/** City select and, once a city is chosen, its districts as checkboxes. */
export function LocationFields({ cities, city, district, onChange }: Props) {
  const id = useId();
  const chosen = cities.find((c) => c.id === city);
  return (
    <Fieldset>
      <legend>地區</legend>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6 }}>
        縣市
      </label>
      <select id={id} value={city ?? ''} onChange={(e) => onChange({ city: e.target.value ? Number(e.target.value) : null, district: [] })}>
        <option value="">全部縣市</option>
        {cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      {chosen && chosen.districts.length > 0 && (
        <CheckGrid role="group" aria-label={`${chosen.name}行政區`}>
          {chosen.districts.map((d) => (
            <label key={d.id}>
              <input type="checkbox" checked={district.includes(d.id)} onChange={() => onChange({ city, district: toggleId(district, d.id) })} />
              {d.name}
            </label>
          ))}
        </CheckGrid>
      )}
    </Fieldset>
  );
}
