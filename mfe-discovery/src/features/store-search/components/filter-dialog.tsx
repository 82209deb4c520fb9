import { useState } from 'react';
import styled from 'styled-components';
import type { SearchParams } from '@joy/contract';
import { Button, Dialog } from '@joy/ui';
import type { StoreQuery } from '../stores/filter-query';
import { PeopleSlider } from './people-slider';
import { LocationFields } from './location-fields';
import { TagFields } from './tag-fields';
import { DateFields } from './date-fields';
import { TimeFields } from './time-fields';
import { PriceFields } from './price-fields';
import { RuleFields } from './rule-fields';

const Actions = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 20px;
  button { flex: 1; }
`;

export type DialogFilter = Pick<StoreQuery, 'total_people' | 'city' | 'district' | 'tags' | 'date' | 'time' | 'price_min' | 'price_max' | 'waitlist' | 'no_deposit' | 'pets' | 'no_time_limit'>;

const cleared: DialogFilter = { total_people: null, city: null, district: [], tags: [], date: null, time: null, price_min: null, price_max: null, waitlist: false, no_deposit: false, pets: false, no_time_limit: false };

interface Props {
  open: boolean;
  query: StoreQuery;
  options: SearchParams | undefined;
  onClose: () => void;
  onApply: (next: StoreQuery) => void;
}

/**
 * The §2 filter dialog: people count, location, event tags, the week and month calendars and the
 * time — a date, a time and a party make it an availability search — and the rules card's
 * 免訂金, 可帶寵物 and 不限時.
 */
export function FilterDialog({ open, query, options, onClose, onApply }: Props) {
  return (
    <Dialog open={open} title="篩選條件" onClose={onClose} width={480}>
      {/* Mounted only while open, so every opening starts from the current filter. */}
      <FilterForm query={query} options={options} onApply={onApply} />
    </Dialog>
  );
}

function FilterForm({ query, options, onApply }: Omit<Props, 'open' | 'onClose'>) {
  const [draft, setDraft] = useState<DialogFilter>({
    total_people: query.total_people,
    city: query.city,
    district: query.district,
    tags: query.tags,
    date: query.date,
    time: query.time,
    price_min: query.price_min,
    price_max: query.price_max,
    waitlist: query.waitlist,
    no_deposit: query.no_deposit,
    pets: query.pets,
    no_time_limit: query.no_time_limit,
  });
  const patch = (next: Partial<DialogFilter>) => setDraft((d) => ({ ...d, ...next }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const time = draft.date ? draft.time : null;
        onApply({ ...query, ...draft, time, waitlist: time !== null && draft.waitlist });
      }}
    >
      <PeopleSlider value={draft.total_people} onChange={(total_people) => patch({ total_people })} />
      <LocationFields cities={options?.cities ?? []} city={draft.city} district={draft.district} onChange={patch} />
      <PriceFields value={{ price_min: draft.price_min, price_max: draft.price_max }} onChange={patch} />
      <TagFields tags={options?.tags ?? []} value={draft.tags} onChange={(tags) => patch({ tags })} />
      <RuleFields value={draft} onChange={patch} />
      <DateFields value={draft.date} onChange={(date) => patch({ date })} />
      <TimeFields
        value={draft.time}
        hasDate={draft.date !== null}
        onChange={(time) => patch({ time })}
        waitlist={draft.waitlist}
        onWaitlistChange={(waitlist) => patch({ waitlist })}
      />
      <Actions>
        <Button type="button" $variant="ghost" onClick={() => setDraft(cleared)}>
          清除
        </Button>
        <Button type="submit">套用</Button>
      </Actions>
    </form>
  );
}
