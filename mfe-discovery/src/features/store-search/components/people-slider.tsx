import { useId } from 'react';
import styled from 'styled-components';
import { partyLimits } from '@joy/contract';
import { Fieldset } from './fieldset';

/** The party sizes a store can be searched for: the contract's picker limits, as on the booking panel. */
export const PEOPLE_MIN = partyLimits.minAdults;
export const PEOPLE_MAX = partyLimits.maxPickerPeople;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  input { flex: 1; accent-color: ${({ theme }) => theme.color.primary}; }
  output { min-width: 3.5em; text-align: right; font-weight: 600; }
  button { border: 0; background: none; color: ${({ theme }) => theme.color.primaryDark}; font: inherit; cursor: pointer; text-decoration: underline; }
`;

/** People count 1–20 (native range input: arrow keys, Home/End work); null means 不限. */
export function PeopleSlider({ value, onChange }: { value: number | null; onChange: (value: number | null) => void }) {
  const id = useId();
  return (
    <Fieldset>
      <legend>
        <label htmlFor={id}>用餐人數</label>
      </legend>
      <Row>
        <input
          id={id}
          type="range"
          min={PEOPLE_MIN}
          max={PEOPLE_MAX}
          step={1}
          value={value ?? 2}
          aria-valuetext={value === null ? '不限' : `${value} 人`}
          onChange={(e) => onChange(Number(e.target.value))}
        />
        <output htmlFor={id} aria-live="polite">
          {value === null ? '不限' : `${value} 人`}
        </output>
        {value !== null && (
          <button type="button" onClick={() => onChange(null)}>
            不限
          </button>
        )}
      </Row>
    </Fieldset>
  );
}
