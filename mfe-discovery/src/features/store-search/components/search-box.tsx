import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { SearchSuggestions } from '@joy/contract';
import { Button, formatNumber } from '@joy/ui';
import { useSuggestions } from '../api/suggest';

const Form = styled.form`
  position: relative;
  display: flex;
  gap: 8px;
  margin-bottom: 20px;
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: 10px 16px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 999px;
  }
  input:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 1px; }
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 20;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 12px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.12);
  max-height: 60vh;
  overflow-y: auto;
  li[role='option'] { display: flex; justify-content: space-between; gap: 12px; padding: 10px 16px; cursor: pointer; }
  li[aria-selected='true'] { background: ${({ theme }) => theme.color.primarySoft}; }
  li[role='presentation'] { padding: 6px 16px 2px; font-size: 0.8rem; color: ${({ theme }) => theme.color.muted}; }
  small { color: ${({ theme }) => theme.color.muted}; }
`;

interface Option {
  key: string;
  label: string;
  detail: string;
  group: string;
  /** Where choosing it goes; a dish has none: choosing it searches its name. */
  href: string | null;
}

/** The suggestions as one list of options, grouped: 餐廳, 料理類型, 地區, 菜色. */
function optionsOf(data: SearchSuggestions | undefined): Option[] {
  if (!data) return [];
  return [
    ...data.stores.map((s) => ({ key: `s${s.id}`, label: s.name, detail: `${s.city}${s.district}`, group: '餐廳', href: `/store/${s.id}` })),
    ...data.food_types.map((f) => ({ key: `f${f.id}`, label: f.name, detail: '料理類型', group: '料理類型', href: `/store?food_types=${f.id}` })),
    ...data.districts.map((d) => ({ key: `d${d.id}`, label: `${d.city}${d.name}`, detail: '地區', group: '地區', href: `/store?city=${d.city_id}&district=${d.id}` })),
    // Suggestions from before dishes were part of them have none.
    ...(data.dishes ?? []).map((d, i) => ({ key: `m${i}`, label: d.name, detail: `${formatNumber(d.stores)} 間餐廳供應`, group: '菜色', href: null })),
  ];
}

/**
 * The search field with suggestions as the diner types (the ARIA combobox pattern): ↓ and ↑ move
 * through stores, food types, districts and dishes, Enter opens the one chosen (or searches the
 * text), Escape closes the list. A store opens its page, a food type or a district the filtered
 * list, a dish searches its name.
 */
export function SearchBox({ value, onChange, onSearch }: { value: string; onChange: (text: string) => void; onSearch: (text: string) => void }) {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { data } = useSuggestions(value);
  const options = value.trim() ? optionsOf(data) : [];
  const shown = open && options.length > 0;

  const choose = (option: Option) => {
    setOpen(false);
    setActive(-1);
    if (option.href) return navigate(option.href);
    onChange(option.label);
    onSearch(option.label);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shown && active >= 0 && options[active]) return choose(options[active]);
    setOpen(false);
    onSearch(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let lastGroup = '';
  return (
    <Form role="search" onSubmit={submit}>
      <input
        type="search"
        role="combobox"
        aria-label="搜尋餐廳、料理或地址"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${id}-${options[active]?.key}` : undefined}
        placeholder="今天想吃什麼？"
        value={value}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <Button type="submit">搜尋</Button>
      <List id={listId} role="listbox" aria-label="搜尋建議" hidden={!shown}>
        {shown &&
          options.flatMap((option, i) => {
            const items = [];
            if (option.group !== lastGroup) {
              lastGroup = option.group;
              items.push(
                <li key={`g-${option.group}`} role="presentation">
                  {option.group}
                </li>,
              );
            }
            items.push(
              <li
                key={option.key}
                id={`${id}-${option.key}`}
                role="option"
                aria-selected={i === active}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(option);
                }}
              >
                <span>{option.label}</span>
                <small>{option.detail}</small>
              </li>,
            );
            return items;
          })}
      </List>
    </Form>
  );
}
