import styled from 'styled-components';
import { partyLimits } from '@joy/contract';

const Row = styled.div`
  display: flex;
  gap: 16px;
  flex-wrap: wrap;
  label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; }
  select { font: inherit; padding: 8px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.color.border}; min-width: 120px; }
`;

/** Adults from one, children as many as `max` (the contract's picker limit on the page) leaves beside them. */
export function PartySize({ adults, children, max, onChange }: { adults: number; children: number; max: number; onChange: (next: { adults: number; children: number }) => void }) {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  return (
    <Row>
      <label>
        大人
        <select value={adults} onChange={(e) => onChange({ adults: Number(e.target.value), children: Math.min(children, max - Number(e.target.value)) })}>
          {range(partyLimits.minAdults, max).map((n) => (
            <option key={n} value={n}>
              {n} 位
            </option>
          ))}
        </select>
      </label>
      <label>
        小孩
        <select value={children} onChange={(e) => onChange({ adults, children: Number(e.target.value) })}>
          {range(partyLimits.minChildren, Math.max(partyLimits.minChildren, max - adults)).map((n) => (
            <option key={n} value={n}>
              {n} 位
            </option>
          ))}
        </select>
      </label>
    </Row>
  );
}
