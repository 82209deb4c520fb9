import styled from 'styled-components';
import { searchTimeLabel, type SearchParams } from '@joy/contract';
import { dayjs } from '@joy/ui';
import { Chip, ChipRow } from '../../../components/chip';
import { emptyStoreQuery, type StoreQuery } from '../stores/filter-query';
import { priceLabel } from './price-fields';
import { RULE_FILTERS } from './rule-fields';

const Remove = styled(Chip)`
  &::after { content: ' ×'; }
`;

interface Props {
  query: StoreQuery;
  options: SearchParams | undefined;
  onChange: (next: StoreQuery) => void;
}

/** The dialog's filters shown as removable tags, plus 清除全部. */
export function ActiveFilters({ query, options, onChange }: Props) {
  const city = options?.cities.find((c) => c.id === query.city);
  const chips: { key: string; label: string; next: StoreQuery }[] = [];
  if (city) chips.push({ key: 'city', label: city.name, next: { ...query, city: null, district: [] } });
  for (const id of query.district) {
    const name = city?.districts.find((d) => d.id === id)?.name;
    if (name) chips.push({ key: `d${id}`, label: name, next: { ...query, district: query.district.filter((d) => d !== id) } });
  }
  for (const id of query.tags) {
    const name = options?.tags.find((t) => t.id === id)?.name;
    if (name) chips.push({ key: `t${id}`, label: name, next: { ...query, tags: query.tags.filter((t) => t !== id) } });
  }
  if (query.date) chips.push({ key: 'date', label: dayjs(query.date).format('M 月 D 日'), next: { ...query, date: null, time: null, waitlist: false } });
  if (query.date && query.time) chips.push({ key: 'time', label: searchTimeLabel(query.time), next: { ...query, time: null, waitlist: false } });
  if (query.date && query.time && query.waitlist) chips.push({ key: 'waitlist', label: '含可候補', next: { ...query, waitlist: false } });
  if (query.price_min !== null || query.price_max !== null) chips.push({ key: 'price', label: priceLabel(query), next: { ...query, price_min: null, price_max: null } });
  if (query.total_people !== null) chips.push({ key: 'people', label: `${query.total_people} 人`, next: { ...query, total_people: null } });
  for (const { key, label } of RULE_FILTERS) if (query[key]) chips.push({ key, label, next: { ...query, [key]: false } });
  if (chips.length === 0 && query.food_types.length === 0) return null;

  return (
    <ChipRow role="group" aria-label="已選條件">
      {chips.map((chip) => (
        <Remove key={chip.key} type="button" aria-label={`移除條件：${chip.label}`} onClick={() => onChange(chip.next)}>
          {chip.label}
        </Remove>
      ))}
      <Chip type="button" onClick={() => onChange({ ...emptyStoreQuery, keyword: query.keyword, sort: query.sort })}>
        清除全部
      </Chip>
    </ChipRow>
  );
}
