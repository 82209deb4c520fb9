import { useId } from 'react';
import styled from 'styled-components';
import { storePartyLimit } from '@joy/booking-draft';
import { partyLimits } from '@joy/contract';
import type { Party } from '../lib/party';

const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  legend { font-weight: 700; font-size: 0.95rem; margin-bottom: 6px; padding: 0; }
  label { flex: 1; display: grid; gap: 4px; font-size: 0.9rem; }
  select { font: inherit; padding: 8px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.color.border}; background: #fff; }
  select:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; }
`;

const Note = styled.p`
  && { flex-basis: 100%; margin: 0; font-size: 0.85rem; }
  a, button { color: ${({ theme }) => theme.color.primaryDark}; font-weight: 700; }
  button { border: 0; padding: 0; background: none; font: inherit; text-decoration: underline; cursor: pointer; }
  a:focus-visible, button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; }
`;

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

interface Props {
  party: Party;
  /** The store's max_party_size: adults and children together stop there. */
  maxPartySize: number;
  phone: string;
  /** A larger party the diner came with (the list's filter), cut to the limit. */
  cutFrom: number | null;
  onChange: (party: Party) => void;
  /** 聯絡餐廳, for a store without a phone. */
  onContact: () => void;
}

/**
 * 用餐人數: adults and children, offered only up to the store's own limit (children up to what
 * the adults leave), and the way for a larger group: the store's phone, or its contact.
 */
export function PartyPicker({ party, maxPartySize, phone, cutFrom, onChange, onContact }: Props) {
  const limit = storePartyLimit(maxPartySize);
  const noteId = useId();
  return (
    <Fields>
      <legend>用餐人數</legend>
      <label>
        大人
        <select
          value={party.adults}
          aria-describedby={noteId}
          onChange={(e) => {
            const adults = Number(e.target.value);
            onChange({ adults, children: Math.min(party.children, limit - adults) });
          }}
        >
          {range(partyLimits.minAdults, limit).map((n) => (
            <option key={n} value={n}>
              {n} 位
            </option>
          ))}
        </select>
      </label>
      <label>
        小孩
        <select value={party.children} aria-describedby={noteId} onChange={(e) => onChange({ ...party, children: Number(e.target.value) })}>
          {range(partyLimits.minChildren, limit - party.adults).map((n) => (
            <option key={n} value={n}>
              {n} 位
            </option>
          ))}
        </select>
      </label>
      <Note id={noteId} role={cutFrom === null ? undefined : 'status'}>
        {cutFrom !== null && `您選擇的 ${cutFrom} 位超過這間餐廳線上訂位的上限，已改為 ${limit} 位。`}
        超過 {limit} 位的大型聚餐請
        {phone ? (
          <>
            來電 <a href={`tel:${phone}`}>{phone}</a>
          </>
        ) : (
          <button type="button" onClick={onContact}>
            聯絡餐廳
          </button>
        )}
        。
      </Note>
    </Fields>
  );
}
